Feature: Variant: Bao la Kujifunza
  The learners' game (VAR-KUJ): two seeds in every pit, no store, no house, no kutakatia, mtaji rules.
  Every expected board is derived by hand, seed by seed.

  Rule: VAR-KUJ-1 no namua: all 64 seeds on the board, two in every pit

    @VAR-KUJ-1 @VAR-KUJ-2 @EN @DE @WP
    Scenario: The Kujifunza start position
      Given the start position of "kujifunza"
      Then the board is:
        | b |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | a |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | A |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | B |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
      And South has 0 seeds in store and North has 0
      And South is to move
      And South's house is "none"
      And North's house is "none"

    # Every pit holds 2, so a sowing ends two pits on. Every front pit is occupied and faces 2 seeds: a sowing
    # that ends in the front row captures. A7 and A8 clockwise, A1 and A2 anticlockwise and B3..B6 end in the back row.
    @VAR-KUJ-1 @VAR-KUJ-4 @CAP-8 @MTAJI-2 @EN @DE @WP
    Scenario: Every first move that reaches the front row captures
      Given the start position of "kujifunza"
      Then the legal moves are "A1>, A2>, A3>, A4>, A5>, A6>, A3<, A4<, A5<, A6<, A7<, A8<, B1<, B2<, B7>, B8>"

    # A3 (2): A4, A5; A5 held 2 and faces a4: capture, keep clockwise: A1, A2. A2 held 2 and faces a7: capture at the
    # kimbi, left kichwa: A1, A2. A2 held 3, a7 is empty: relay 4: A3, A4, A5, A6. A6 held 2 and faces a3: capture,
    # keep clockwise: A1, A2. A2 was emptied by the relay: the move ends.
    @VAR-KUJ-4 @DIR-4 @DIR-1 @DIR-3 @CAP-6 @EN @DE
    Scenario: The first Kujifunza capture chain from A3
      Given the start position of "kujifunza"
      When the move "A3>" is played
      Then the board is:
        | b |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
        | a |  2 |  0 |  2 |  2 |  0 |  0 |  2 |  2 |
        | A |  5 |  1 |  1 |  4 |  4 |  3 |  2 |  2 |
        | B |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
      And the trace has a capture of 2 seeds from a4 entered at the left kichwa
      And the trace has a capture of 2 seeds from a7 entered at the left kichwa
      And the trace has a capture of 2 seeds from a3 entered at the left kichwa
      And North is to move

  Rule: VAR-KUJ-2 no house: pit 5 is an ordinary pit

    # A2 (3): A3, A4, A5. A5 held 8 but is no house: relay 9: A6, A7, A8, B8, B7, B6, B5, B4, B3 (empty).
    # (In Bao la Kiswahili the same move stops in the house: house.feature.)
    @VAR-KUJ-2 @EN @DE @WP
    Scenario: A kutakata ending in pit 5 relays on
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  3 |  0 |  0 |  8 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the variant is "kujifunza"
      When the move "A2>*" is played
      Then the board is:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  1 |  1 |  0 |  1 |  1 |  1 |
        | B |  0 |  0 |  1 |  1 |  1 |  1 |  1 |  1 |
      And the trace has a "kuendelea" event at A5
      And the trace has no "move-end" event at A5

  Rule: VAR-KUJ-3 no kutakatia

    # The same position as the first scenario of kutakatia.feature, where a1 is blocked.
    @VAR-KUJ-3 @EN @DE
    Scenario: The kutakata that blocks a1 in Bao la Kiswahili blocks nothing here
      Given the board:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the variant is "kujifunza"
      When the move "A5>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  0 |  2 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And no pit is blocked
      And the trace has no "block-set" event

    # As in seed-cap.feature: 17 seeds anticlockwise end in A2 facing a7 (2), but a pit of 17 cannot capture.
    @VAR-KUJ-4 @SEEDCAP-4 @EN @DE
    Scenario: The seed cap applies in Kujifunza
      Given the board:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  0 | 17 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the variant is "kujifunza"
      Then the legal moves are "A3<*, A3>*"

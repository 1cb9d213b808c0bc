Feature: Seed cap
  A pit with too many seeds may not start a capture (SEEDCAP, MTAJI-3, HOUSE-10). The sources say more than 16
  (EN, DE) or more than 15 (DE, FR, WP); the readings forbid the same captures, because 16 seeds end in the
  emptied start pit. Every expected board is derived by hand, seed by seed.

  Rule: SEEDCAP-2 a pit of fifteen seeds may still capture

    # A3 (15) clockwise: A4..A8, B8..B1, A1, A2; A2 held 1 and faces a7 (2): capture.
    # Anticlockwise the 15th seed falls in A4, empty until then: no capture.
    @SEEDCAP-2 @SEEDCAP-3 @MTAJI-3 @DE @FR @WP
    Scenario: Fifteen seeds round the ring reach the marker A2
      Given the board:
        | b |  5 |  5 |  5 |  6 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  1 | 15 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A3>"

  Rule: SEEDCAP-1 sixteen seeds end in the emptied start pit and cannot capture

    # Either way 15 seeds fill the other 15 pits and the 16th falls into A3, emptied at the start (EN footnote 7).
    @SEEDCAP-1 @EN @DE
    Scenario: Sixteen seeds are a kutakata in both directions
      Given the board:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  1 | 16 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A3<*, A3>*"

    @SEEDCAP-1 @SOW-7 @EN @DE
    Scenario: The sixteenth seed ends the move in the start pit
      Given the board:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  1 | 16 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A3>*" is played
      Then the board is:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  1 |  2 |  1 |  1 |  1 |  1 |  1 |  1 |
        | B |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
      And the trace has no "capture" event
      And the move sowed 16 seeds

  Rule: SEEDCAP-4 seventeen seeds never capture, even when the last seed lands on a marker

    # Anticlockwise the 17th seed falls into A2, which got a seed on the first lap and faces a7 (2): a marker, but
    # the pit held more than 15 seeds, so the move is a kutakata.
    @SEEDCAP-1 @SEEDCAP-2 @SEEDCAP-3 @SEEDCAP-4 @MTAJI-3 @EN @DE @FR @WP
    Scenario: Seventeen seeds reaching a marker make a kutakata
      Given the board:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  0 | 17 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A3<*, A3>*"

    # A3 (17) anticlockwise: A2, A1, B1..B8, A8..A4 (15 seeds, one in every other pit), A3 (16th), A2 (17th, now 2).
    # No capture: relay 2: A1, B1 (now 2): relay: B2, B3; relay: B4, B5; relay: B6, B7; relay: B8, A8; relay: A7, A6;
    # relay: A5, A4; relay: A3, A2. A2 was emptied by the first relay: the move ends. 17 + 8 x 2 = 33 seeds.
    @SEEDCAP-4 @KUEN-1 @KUEN-3 @EN @DE @FR @WP
    Scenario: The capped sowing relays on instead of capturing
      Given the board:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  0 | 17 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A3<*" is played
      Then the board is:
        | b |  5 |  5 |  5 |  5 |  6 |  6 |  6 |  6 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  2 |  1 |  2 |  0 |  2 |  0 |  2 |  0 |
        | B |  0 |  2 |  0 |  2 |  0 |  2 |  0 |  2 |
      And the trace has no "capture" event
      And the trace has 8 "kuendelea" events
      And the move sowed 33 seeds

  Rule: HOUSE-10 the cap applies to the house

    # Clockwise the 17th seed falls into A6 (1 from the first lap), facing a3 (2): a marker, but the house holds 17.
    # Anticlockwise it falls into A4, facing the empty a5.
    @HOUSE-10 @SEEDCAP-3 @FR
    Scenario: A house of seventeen seeds cannot start a capture
      Given the board:
        | b |  5 |  5 |  5 |  6 |  6 |  6 |  6 |  6 |
        | a |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 | 17 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "intact"
      Then the legal moves are "A5<*, A5>*"

Feature: House (nyumba)
  The house's privileges and how it loses them (HOUSE).
  Every expected board is derived by hand, seed by seed.

  Rule: HOUSE-2 the house rules need six seeds; below six the house is an ordinary pit

    # The store seed makes A2 3: A3, A4, A5. The house held 4, now 5: not functional, so relay 5: A6, A7, A8, B8,
    # B7 (empty). The house was emptied: destroyed.
    @HOUSE-2 @KUEN-1 @HOUSE-1 @EN @DE @FR @RN
    Scenario: A kutakata ending in a house of five relays on and destroys it
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  2 |  0 |  0 |  4 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 28
      And South's house is "intact"
      When the move "A2>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  1 |  0 |  1 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
      And South's house is "destroyed"
      And the trace has a "kuendelea" event at A5

    # The store seed makes A2 3: A3, A4, A5. The house now holds 6: functional again, and the move ends.
    @HOUSE-2 @HOUSE-3 @EN @DE @FR @RN
    Scenario: A kutakata that brings the house to six stops there
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  2 |  0 |  0 |  5 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 28
      And South's house is "intact"
      When the move "A2>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  1 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "intact"
      And the trace has a "move-end" event at A5

  Rule: HOUSE-4 a namua capture move ending in the house may stop there or go on (safari)

    # A3 faces a6 (4). Entered at the right kichwa the 4 seeds go A8, A7, A6, A5: the house (now 7) faces a4 (empty),
    # so South may stop or go on. Entered at the left they go A1, A2, A3, A4 (empty).
    @HOUSE-4 @EN @DE @FR @WP @RN
    Scenario: The stop and the safari are two legal moves
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  4 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 26 seeds in store and North has 26
      Then the legal moves are "A3<, A3>, A3>+"

    @HOUSE-4 @HOUSE-12 @EN @DE @RN
    Scenario: Stopping in the house keeps its seeds
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  4 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 26 seeds in store and North has 26
      When the move "A3>" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  2 |  0 |  7 |  1 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a "house-stop" event at A5
      And South's house is "intact"
      And North is to move

    # After A8, A7, A6, A5 the house's 7 seeds go on anticlockwise: A4, A3, A2, A1, B1, B2, B3 (empty).
    @HOUSE-4 @HOUSE-5 @HOUSE-1 @EN @DE @RN @RN-d21
    Scenario: The safari sows the house on and destroys it
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  4 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 26 seeds in store and North has 26
      When the move "A3>+" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  3 |  1 |  0 |  1 |  1 |  1 |
        | B |  1 |  1 |  1 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a "safari" event at A5
      And South's house is "destroyed"

    # The store seed makes A3 2, facing a6 (4): entered at the right kichwa: A8, A7, A6, A5. The house (7) faces a4 (2):
    # it must capture (our reading of DISPUTE-8), keeping anticlockwise: A8, A7. A7 held 1, a2 is empty: relay 2: A6, A5.
    # Now the house (8) faces the empty a4: South may stop, and does.
    @HOUSE-4 @CAP-2 @DIR-3 @KUEN-4 @FR @WP @RN
    Scenario: A capture from the house comes before the choice to stop
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  4 |  0 |  2 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 25 seeds in store and North has 25
      When the move "A3>" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  2 |  0 |  8 |  2 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 2 seeds from a4 entered at the right kichwa
      And the trace has a "house-stop" event at A5
      And South's house is "intact"

    # As above, then the house's 8 seeds go on anticlockwise: A4, A3, A2, A1, B1, B2, B3, B4 (empty).
    @HOUSE-4 @HOUSE-5 @FR @WP @RN
    Scenario: The safari is offered only at the second arrival in the house
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  4 |  0 |  2 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 25 seeds in store and North has 25
      When the move "A3>+" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  3 |  1 |  0 |  2 |  0 |  2 |
        | B |  1 |  1 |  1 |  1 |  0 |  0 |  0 |  0 |
      And the trace has a "safari" event at A5
      And South's house is "destroyed"

    # A5 faces a4 (4). From the left kichwa the 4 seeds go A1..A4 (A4 empty). From the right they go A8, A7, A6, A5:
    # the house (now 8) faces the emptied a4, so South may stop or go on.
    @HOUSE-4 @NAMUA-7 @DIR-2 @EN @DE @RN @RN-d19
    Scenario: The house captures and its own captured seeds bring the move back to it
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  4 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 26
      Then the legal moves are "A5<, A5>, A5>+"

    # The store seed makes the house 7; a4's 4 seeds: A8, A7, A6, A5 (8). Safari: A4, A3, A2, A1, B1, B2, B3, B4 (empty).
    @HOUSE-4 @HOUSE-5 @HOUSE-1 @EN @DE @RN @RN-d19
    Scenario: The safari after the house's own capture
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  4 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 27 seeds in store and North has 26
      When the move "A5>+" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  1 |  1 |  0 |  1 |  1 |  1 |
        | B |  1 |  1 |  1 |  1 |  0 |  0 |  0 |  0 |
      And the trace has a "safari" event at A5
      And South's house is "destroyed"
      And South has 26 seeds in store and North has 26

  Rule: HOUSE-7 a functional house stays a house in mtaji; HOUSE-8 but a capture move does not stop in it

    # A2 (3) clockwise: A3, A4, A5. The house (9) is functional: the move ends (our default for DISPUTE-3).
    @HOUSE-7 @HOUSE-3 @KUEN-4 @MOVE-3 @EN @DE @FR @WP
    Scenario: A mtaji kutakata ends in the functional house
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  3 |  0 |  0 |  8 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A2>*" is played
      Then the board is:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  1 |  1 |  9 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a "move-end" event at A5
      And South's house is "intact"

    # No capture: every sowing ends in an empty pit or the back row, and none leaves South a capture (no block).
    @HOUSE-7 @MTAJI-1 @EN @DE @FR
    Scenario: In mtaji the functional house may itself start a kutakata
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  3 |  0 |  0 |  8 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A2<*, A2>*, A5<*, A5>*"

    # A5 (8) clockwise: A6, A7, A8, B8, B7, B6, B5, B4 (empty).
    @HOUSE-1 @HOUSE-7 @EN @DE @FR @RN @WP
    Scenario: Sowing the house in mtaji destroys it
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  3 |  0 |  0 |  8 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A5>*" is played
      Then the board is:
        | b |  6 |  6 |  6 |  6 |  6 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  3 |  0 |  0 |  0 |  1 |  1 |  1 |
        | B |  0 |  0 |  0 |  1 |  1 |  1 |  1 |  1 |
      And South's house is "destroyed"

    # A2 (3) clockwise: A3, A4, A5. The house held 4 (5 now): not functional, relay 5: A6, A7, A8, B8, B7 (empty).
    @HOUSE-2 @KUEN-1 @EN @DE @FR @RN
    Scenario: In mtaji a house of fewer than six is an ordinary pit
      Given the board:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  3 |  0 |  0 |  4 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South's house is "intact"
      When the move "A2>*" is played
      Then the board is:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  1 |  1 |  0 |  1 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
      And South's house is "destroyed"
      And the trace has a "kuendelea" event at A5

    # A2 (2) clockwise: A3, A4; A4 held 1 and faces North's house a5 (5): capture, keep clockwise: A1, A2, A3, A4, A5.
    # The house (now 7) faces a4 (empty); in mtaji there is no stop: relay 7: A6, A7, A8, B8, B7, B6, B5 (empty).
    @HOUSE-8 @VAR-WP-2 @HOUSE-11 @EN @DE @WP
    Scenario: A mtaji capture move relays through the house and destroys it
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  7 |
        | a |  0 |  0 |  0 |  5 |  0 |  0 |  0 |  1 |
        | A |  0 |  2 |  0 |  1 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And North's house is "intact"
      When the move "A2>" is played
      Then the board is:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  1 |  1 |  2 |  3 |  0 |  1 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  1 |  1 |  1 |  1 |
      And the trace has a capture of 5 seeds from a5 entered at the left kichwa
      And the trace has no "house-stop" event
      And the trace has a "kuendelea" event at A5
      And South's house is "destroyed"
      And North's house is "destroyed"

    @HOUSE-8 @EN @DE
    Scenario: The mtaji capture offers no safari choice
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  7 |
        | a |  0 |  0 |  0 |  5 |  0 |  0 |  0 |  1 |
        | A |  0 |  2 |  0 |  1 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And North's house is "intact"
      Then the legal moves are "A2>"

Feature: Sowing and relay sowing
  How seeds are sown (SOW), how a sowing that ends in an occupied pit goes on (KUEN, kuendelea),
  and what a move is (MOVE). Every expected board is derived by hand, seed by seed.

  Rule: SOW-7 a move ends when the last seed falls into an empty pit

    # A3 (3) clockwise: A4, A5, A6; A6 was empty (kulala), so the move ends. A5 is a destroyed house (empty).
    @SOW-7 @SOW-3 @SOW-8 @MTAJI-1 @MOVE-2 @EN @DE @FR @WP @RN
    Scenario: A mtaji kutakata sows the lifted seeds from the next pit and ends in an empty pit
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  3 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A3>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  1 |  1 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And North is to move
      And the game goes on
      And the trace has no "capture" event
      And the move sowed 3 seeds
      And the trace has a "move-end" event at A6

    # A3 clockwise ends in empty A6, anticlockwise (A2, A1, B1) in empty B1: no capture, so both are kutakata.
    # A2 and A7 hold one seed each and cannot start.
    @SOW-8 @MTAJI-1 @MOVE-1 @EN @DE @FR @WP @RN
    Scenario: Only a pit with two or more seeds can start a mtaji move
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  3 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A3<*, A3>*"

    @SOW-8 @FR
    Scenario: Lifting a single seed is illegal
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  3 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A2>" is played
      Then the move is illegal: "A2 holds a single seed"

  Rule: KUEN-1 relay sowing: the last seed in an occupied pit lifts that pit and sowing goes on

    # A2 (2) clockwise: A3, A4. A4 held 1 and a5 is empty: relay 2 from A4: A5, A6.
    # A6 held 1 and faces a3 (2), a marker, but the move began without a capture (CAP-5): relay 2 from A6: A7, A8.
    # A8 was empty: the move ends.
    @KUEN-1 @KUEN-3 @SOW-2 @SOW-3 @CAP-5 @MOVE-1 @EN @DE @FR @WP @RN
    Scenario: A kutakata relays twice and ends in an empty pit
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  1 |
        | A |  0 |  2 |  0 |  1 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A2>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  1 |
        | A |  0 |  0 |  1 |  0 |  1 |  0 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has 2 "kuendelea" events
      And the trace has a "kuendelea" event at A4
      And the trace has a "kuendelea" event at A6
      And the trace has no "capture" event
      And the move sowed 6 seeds

  Rule: KUEN-2 in a capture move a relay that ends on a marker captures

    # A1 (2) clockwise: A2, A3; A3 held 1 and faces a6 (3): capture. A3 is central and this is the first mtaji
    # capture, so the direction (clockwise) is kept: enter at the left kichwa (DIR-4): A1, A2, A3.
    # A3 held 2, a6 is now empty: relay 3 from A3: A4, A5, A6. A6 held 1 and faces a3 (2): capture (KUEN-2),
    # a central pit, keep clockwise (DIR-3): A1, A2. A2 held 2, a7 is empty: relay 3: A3, A4, A5.
    # A5 (a destroyed house) held 1, a4 is empty: relay 2: A6, A7. A7 was empty: the move ends.
    @KUEN-2 @KUEN-3 @CAP-6 @DIR-3 @DIR-4 @MTAJI-1 @SOW-4 @EN @DE @FR @WP
    Scenario: A relay in a capture move is interrupted by a second capture
      Given the board:
        | b |  6 |  6 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  3 |  0 |  0 |  2 |  0 |  1 |
        | A |  2 |  0 |  1 |  0 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A1>" is played
      Then the board is:
        | b |  6 |  6 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  2 |  0 |  1 |  2 |  0 |  3 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a6 entered at the left kichwa
      And the trace has a capture of 2 seeds from a3 entered at the left kichwa
      And the trace has 2 "capture" events
      And the trace has a "kuendelea" event at A3
      And the trace has a "kuendelea" event at A2
      And the trace has a "kuendelea" event at A5
      And North is to move

    # A1 anticlockwise (B1, B2) ends in the back row; A3 and A6 hold one seed each.
    @CAP-2 @MTAJI-2 @EN @DE @FR
    Scenario: The capture is the only legal move
      Given the board:
        | b |  6 |  6 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  3 |  0 |  0 |  2 |  0 |  1 |
        | A |  2 |  0 |  1 |  0 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A1>"

  Rule: KUEN-4 a kutakata relay ends in the functional house

    # The store seed makes A3 2: A4, A5. The house held 6 and now 7: the move ends there.
    @KUEN-4 @HOUSE-3 @MOVE-3 @EN @DE @FR @WP
    Scenario: A namua kutakata whose last seed falls into the house ends there
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 25 seeds in store and North has 24
      When the move "A3>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  1 |  7 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 24 seeds in store and North has 24
      And the trace has a "move-end" event at A5
      And the trace has no "kuendelea" event
      And South's house is "intact"

  Rule: SOW-4 captured seeds are sown from the kichwa itself

    # The store seed goes into A3 (now 2), which faces a6 (1): capture. The seeded pit is not lifted (NAMUA-2).
    # The single seed falls into the empty A1 and the move ends.
    @SOW-4 @SOW-6 @NAMUA-2 @DIR-2 @EN @DE @FR @RN @RN-d4
    Scenario: A single captured seed is sown into the left kichwa
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      When the move "A3<" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 1 seed from a6 entered at the left kichwa
      And the move sowed 1 seed
      And South has 29 seeds in store and North has 30

    # The store seed makes A6 2, facing a3 (3): capture, entered at the right kichwa: A8, A7, A6.
    # A6 held 2 and a3 is now empty: relay 3 anticlockwise: A5, A4, A3. A3 was empty: the move ends.
    @SOW-5 @SOW-4 @DIR-2 @KUEN-1 @EN @DE @FR @WP
    Scenario: Seeds entered at the right kichwa travel anticlockwise towards the house
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  3 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      When the move "A6>" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  1 |  1 |  0 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a3 entered at the right kichwa
      And the trace has a "kuendelea" event at A6

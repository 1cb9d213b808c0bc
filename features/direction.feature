Feature: Kichwa and direction
  Where captured seeds enter and which way the move goes on (DIR).
  Every expected board is derived by hand, seed by seed.

  Rule: DIR-1 a capture at a kichwa or kimbi is sown from that kichwa, which may turn the move

    # A3 (2) anticlockwise: A2, A1; A1 held 1 and faces a8 (2): capture at the kichwa: the seeds enter at A1 and go
    # clockwise (reversed): A1, A2. A2 held 1, a7 is empty: relay 2 clockwise: A3, A4 (empty).
    @DIR-1 @DIR-5 @SOW-5 @EN @DE @FR @WP @RN
    Scenario: An anticlockwise move captures at the left kichwa and turns clockwise
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  1 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A3<" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  3 |  0 |  1 |  1 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 2 seeds from a8 entered at the left kichwa
      And the capture of a8 reverses the direction
      And the trace has a "kuendelea" event at A2

    # A3 clockwise: A4, A5, both empty. A1 holds one seed.
    @DIR-1 @MTAJI-2 @EN @DE @FR
    Scenario: The kichwa capture is the only legal move
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  1 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A3<"

    # A6 (2) clockwise: A7, A8; A8 held 1 and faces a1 (2): capture at the kichwa, entered at A8 and sown
    # anticlockwise: A8, A7. A7 held 1, a2 is empty: relay 2 anticlockwise: A6, A5 (empty).
    @DIR-1 @DIR-5 @SOW-5 @EN @DE @FR @WP @RN
    Scenario: A clockwise move captures at the right kichwa and turns anticlockwise
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A6>" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  8 |  8 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  1 |  1 |  0 |  3 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 2 seeds from a1 entered at the right kichwa
      And the capture of a1 reverses the direction
      And the trace has a "kuendelea" event at A7

    # The store seed makes A1 2, facing a8 (2): capture; the first captured seed goes into A1 itself (3), the second
    # into the empty A2.
    @DIR-1 @SOW-4 @NAMUA-2 @EN @DE @FR @RN
    Scenario: A capture at the kichwa is sown from the capturing pit itself
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  1 |  0 |  0 |  0 |
        | A |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      When the move "A1" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  1 |  0 |  0 |  0 |
        | A |  3 |  1 |  0 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 2 seeds from a8 entered at the left kichwa

  Rule: DIR-2 the first namua capture at a central pit may enter at either kichwa

  Rule: DIR-3 later captures at a central pit keep the direction

    @DIR-2 @CAP-3 @EN @DE @FR @WP @RN
    Scenario: Two central namua captures, each from either kichwa
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  2 |  0 |  0 |  3 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 28
      Then the legal moves are "A3<, A3>, A6<, A6>"

    # The store seed makes A6 2, facing a3 (3): capture, the player chooses the right kichwa: A8, A7, A6.
    # A6 held 2, a3 is empty: relay 3 anticlockwise: A5, A4, A3. A3 held 1 and faces a6 (2): capture at a central pit
    # later in the move: keep anticlockwise, right kichwa (DIR-3): A8, A7. A7 held 1, a2 empty: relay 2: A6, A5.
    # A5 (a destroyed house) held 1, a4 empty: relay 2: A4, A3. A3 held 2, a6 empty: relay 3: A2, A1, B1 (empty).
    # Seeds sown (the store seed is placed, not sown): 3 + 3 + 2 + 2 + 2 + 3 = 15.
    @DIR-2 @DIR-3 @DIR-5 @CAP-6 @KUEN-1 @KUEN-2 @KUEN-3 @EN @DE @FR @WP @RN
    Scenario: A right-kichwa capture goes on anticlockwise and captures again from the right
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  2 |  0 |  0 |  3 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 28
      When the move "A6>" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  0 |  2 |  0 |  1 |  0 |  2 |
        | B |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a3 entered at the right kichwa
      And the trace has a capture of 2 seeds from a6 entered at the right kichwa
      And the capture of a6 keeps the direction
      And the trace has 4 "kuendelea" events
      And the move sowed 15 seeds

  Rule: DIR-4 the first mtaji capture at a central pit keeps the direction of the first sowing

    # A8 (2) anticlockwise: A7, A6; A6 held 1 and faces a3 (3). Clockwise it ends in the back row (B8, B7).
    @DIR-4 @MTAJI-2 @EN @DE @FR @WP
    Scenario: The first mtaji capture offers no kichwa choice
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  3 |  0 |  1 |
        | A |  0 |  0 |  0 |  0 |  0 |  1 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A8<"

    # A8 (2): A7, A6 captures a3 (3): keep anticlockwise, right kichwa: A8, A7, A6. A6 held 2: relay 3: A5, A4, A3 (empty).
    @DIR-4 @KUEN-2 @EN @DE @FR @WP
    Scenario: An anticlockwise first sowing captures from the right kichwa
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  3 |  0 |  1 |
        | A |  0 |  0 |  0 |  0 |  0 |  1 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A8<" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  0 |  1 |  1 |  1 |  0 |  2 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a3 entered at the right kichwa
      And the capture of a3 keeps the direction

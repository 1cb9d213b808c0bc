Feature: Board and setup
  The board (BOARD), the start position (SETUP) and the two phases (PHASE).
  Every expected board is derived by hand, seed by seed.

  Rule: BOARD-1 four rows of eight: each player sows only in his own 16 pits

    # The store seed makes A8 5; clockwise from A8 the ring turns into the back row: B8, B7, B6, B5, B4.
    @BOARD-1 @SOW-1 @EN @DE @FR @RN
    Scenario: A sowing goes round the corner of the own two rows and never onto the other side
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  2 |  4 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 28
      When the move "A8>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  1 |  1 |  1 |  1 |  1 |
      And South has 27 seeds in store and North has 28

  Rule: SETUP-1 six seeds in the house, two in each of the two pits to its right, 22 in the store

    # 32 seeds a side: 6 + 2 + 2 on the board and 22 in the store (BOARD-2).
    @SETUP-1 @SETUP-2 @BOARD-2 @BOARD-4 @PHASE-1 @EN @DE @FR @WP @RN @RN-d2
    Scenario: The start position
      Given the start position
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  2 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  2 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 22 seeds in store and North has 22
      And South is to move
      And South's house is "intact"
      And North's house is "intact"
      And no pit is blocked
      And the game goes on

    # No South pit faces a seed, and the house may not take the seed while A6 and A7 hold seeds (NAMUA-5).
    @NAMUA-4 @SETUP-2 @EN @FR
    Scenario: The first move puts the seed into A6 or A7
      Given the start position
      Then the legal moves are "A6<*, A6>*, A7<*, A7>*"

    # South: the store seed makes A6 3: A7, A8, B8 (empty): the move ends.
    # North the same on his side: a7, a8, b8.
    @PHASE-2 @NAMUA-3 @NAMUA-4 @SOW-1 @EN @DE @FR @WP @RN
    Scenario: One store seed per turn, alternately
      Given the start position
      When the move "A6>*" is played
      And the move "a6>*" is played
      Then the board is:
        | b |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  3 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  3 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
      And South has 21 seeds in store and North has 21
      And South is to move

  Rule: BOARD-4 the house is the fifth front pit from the owner's left; BOARD-8 A_i faces a_(9-i)

    # A5 faces a4 (3): the store seed may go into the house for this capture, from either kichwa.
    # A7 faces a2 (empty); North's house a5 faces A4 (empty).
    @BOARD-4 @BOARD-8 @NAMUA-7 @DIR-2 @EN @DE @FR @WP @RN
    Scenario: South's house A5 faces a4, not North's house
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  6 |  3 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 23 seeds in store and North has 23
      Then the legal moves are "A5<, A5>"

    # A5 gets the store seed (7) and is not lifted; a4's 3 seeds go A1, A2, A3; A3 was empty.
    @BOARD-4 @BOARD-5 @BOARD-8 @CAP-4 @SOW-4 @NAMUA-7 @EN @DE @FR @WP @RN
    Scenario: The house captures a4 and the seeds enter at the left kichwa
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  6 |  3 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 23 seeds in store and North has 23
      When the move "A5<" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  1 |  0 |  7 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a4 entered at the left kichwa
      And South's house is "intact"
      And North's house is "intact"

    # a4's 3 seeds go A8, A7, A6; A6 was empty.
    @BOARD-5 @BOARD-8 @SOW-5 @DIR-2 @EN @DE @FR @WP @RN
    Scenario: The same capture entered at the right kichwa
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  6 |  3 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 23 seeds in store and North has 23
      When the move "A5>" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  7 |  1 |  3 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a4 entered at the right kichwa

  Rule: BOARD-6 a capture at a kimbi is sown from the kichwa on its side

    # A2 faces a7 (2); A6 faces a3 (empty). The kimbi forces the left kichwa, so the move has no direction.
    @BOARD-6 @DIR-1 @KUEN-1 @EN @DE @FR @WP @RN
    Scenario: A capture at the left kimbi enters at the left kichwa without a choice
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  1 |  0 |  0 |  0 |  2 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      Then the legal moves are "A2"

    # A2 gets the store seed (2) and captures a7 (2): A1, A2. A2 held 2, a7 is empty now: relay 3: A3, A4, A5.
    # A5 is an empty (destroyed) house: the move ends.
    @BOARD-6 @DIR-1 @KUEN-1 @EN @DE @FR @WP @RN
    Scenario: The left kimbi capture and the relay that follows
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  1 |  0 |  0 |  0 |  2 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 29 seeds in store and North has 29
      When the move "A2" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  1 |  0 |  1 |  1 |  1 |  2 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 2 seeds from a7 entered at the left kichwa
      And the trace has a "kuendelea" event at A2

    # A7 gets the store seed (2) and captures a2 (2): A8, A7. A7 held 2: relay 3 anticlockwise: A6, A5, A4 (empty).
    @BOARD-6 @DIR-1 @SOW-5 @EN @DE @FR @WP @RN
    Scenario: A capture at the right kimbi enters at the right kichwa and turns anticlockwise
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  2 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      When the move "A7" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  1 |  1 |  1 |  0 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 2 seeds from a2 entered at the right kichwa

  Rule: BOARD-7 the other pits are ordinary pits

    @BOARD-7 @DIR-2 @EN @DE @WP
    Scenario: A capture at an ordinary central pit offers both kichwa
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      Then the legal moves are "A3<, A3>"

  Rule: BOARD-3 back-row seeds are safe

    # A1 (2) clockwise: A2, A3. A3 held 1 but a6 is empty (b6 behind it holds 7, out of reach): no capture;
    # the move is a kutakata: relay 2 from A3: A4, A5 (empty).
    @BOARD-3 @CAP-1 @CAP-5 @KUEN-1 @EN @DE @FR @RN
    Scenario: A last seed facing an empty front pit captures nothing, whatever lies behind it
      Given the board:
        | b |  7 |  7 |  7 |  7 |  8 |  8 |  8 |  8 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A1>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  8 |  8 |  8 |  8 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  1 |  1 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has no "capture" event

  Rule: PHASE-1 namua while the store holds seeds, mtaji once both stores are empty

    # The store seed makes A6 4: A7, A8, B8, B7.
    @PHASE-1 @NAMUA-1 @NAMUA-3 @EN @DE @FR @WP @RN
    Scenario: In namua the move starts with a seed from the store
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 1 seed in store and North has 1
      When the move "A6>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
      And South has 0 seeds in store and North has 1
      And North is to move

    # Both stores are empty: A6 (3) is lifted and sown: A7, A8, B8.
    @PHASE-1 @MTAJI-1 @EN @DE @FR @WP @RN
    Scenario: In mtaji the same move lifts the pit without a store seed
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A6>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
      And South has 0 seeds in store and North has 0

    # South's last store seed makes A6 4: A7, A8, B8, B7. North's last makes a8 3: a7, a6, a5 (a8 is North's right
    # kichwa and his only front pit, so only towards a7). Both stores are empty: South lifts A2 (2) without a store
    # seed: A3, A4.
    @PHASE-1 @PHASE-2 @NAMUA-3 @MTAJI-1 @EN @DE @FR @WP @RN
    Scenario: Both stores run out and the next move lifts a pit
      Given the board:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  2 |  0 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 1 seed in store and North has 1
      When the move "A6>*" is played
      And the move "a8<*" is played
      And the move "A2>*" is played
      Then the board is:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  1 |  1 |  1 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  1 |  0 |  0 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
      And South has 0 seeds in store and North has 0
      And North is to move

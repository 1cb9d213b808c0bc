Feature: Board and setup
  The board, the seeds, the start position and the two phases.

  Rule: BOARD-1 four rows of eight, each player sows only in his own 16 pits

    @BOARD-1 @SOW-1 @EN @DE @FR @RN
    Scenario: A sowing goes round the corner of the own two rows and never onto the other side
      Given the board:
        | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
        | a | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
        | A | 0 | 0 | 0 | 0 | 0 | 0 | 2 | 4 |
        | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      And South has 28 seeds in store and North has 28
      When the move "A8>*" is played
      Then the board is:
        | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
        | a | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
        | A | 0 | 0 | 0 | 0 | 0 | 0 | 2 | 0 |
        | B | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 |
      And South has 27 seeds in store and North has 28

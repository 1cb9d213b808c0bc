Feature: capture moves

  # The start position: no front pit faces a seed (NAMUA-4).
  @SOW-1
  Scenario: no capture at the start
    Given the start position
    Then the side to move cannot capture

  # EN:138's position: A2 (a7), A5 (a4, two kichwa), A6 (a3, two kichwa), A7 (a2).
  @CAP-1
  Scenario: four pits capture
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 1 | 1 | 6 | 1 | 1 | 1 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    Then the capture moves are "A7, A6>, A6<, A5>, A5<, A2"

  # A2 takes a7's 1 from the left kichwa: only a trace fact, nothing the
  # protocol can check.
  @CAP-1
  Scenario: a move with a trace fact only
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 1 | 1 | 6 | 1 | 1 | 1 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    When the move "A2" is played
    Then the trace has a capture of 1 seed from a7

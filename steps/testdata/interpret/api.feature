Feature: The interpreter's API
  Free text under the feature.

  Rule: SOW-1 sowing

    # South opens: A6 holds 6 seeds (the start position), sown to the right.
    @SOW-1 @EN
    Scenario: South opens with A6
      Given the start position
      Then the legal moves are "A7<*, A6>*, A6<*, A7>*"
      When the move "A6>*" is played
      Then North is to move
      And the trace has a "sow" event
      And South has 99 seeds in store and North has 0

  @DIR-2 @dispute-13 @option-lapLimit
  Scenario Outline: A reading per row
    Given the option "lapLimit" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 6 | 2 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 22 seeds in store and North has 22
    When the move "A1>" is played
    Then the move is illegal: "A1 is empty"

    @reading-cycle
    Examples: both
      | reading   |
      | cycle     |
      | 192-seeds |

  @END-1
  Scenario: A game record
    Given the start position
    When the game record is played:
      """
      1: A6>* a6>*
      """
    Then South is to move

  @SOW-1
  Scenario: A start position and a board
    Given the start position
    And the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 6 | 2 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then South is to move

  @SOW-1
  Scenario: Rows out of order
    Given the board:
      | a | 0 | 0 | 0 | 6 | 2 | 2 | 0 | 0 |
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then South is to move

  @SOW-1
  Scenario: An unknown step
    Given the start position
    When the moon is full
    Then South is to move

  @NOTATION-1
  Scenario: A legal move refused for its marks
    Given the start position
    When the move "A6>**" is played
    Then the move is illegal: "blocks no pit"

Feature: Sample scenarios for the exporter's tests

  Rule: NAMUA-3 a kutakata from the start position

    @NAMUA-3 @SOW-1 @EN
    Scenario: South opens with A6 to the right
      Given the start position
      Then the legal moves are "A6>*, A6<*, A7>*, A7<*"
      When the move "A6>*" is played
      Then the board is:
        | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
        | a | 0 | 2 | 2 | 6 | 0 | 0 | 0 | 0 |
        | A | 0 | 0 | 0 | 0 | 6 | 0 | 3 | 1 |
        | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |
      And South has 21 seeds in store and North has 22
      And North is to move
      And the trace has a "sow" event

    @NAMUA-3
    Scenario: Two openings in a row
      Given the start position
      When the move "A6>*" is played
      Then North is to move
      When the move "a6>*" is played
      Then South is to move
      And the game goes on

    @SOW-8
    Scenario: An empty pit cannot be played
      Given the start position
      When the move "A1>" is played
      Then the move is illegal: "A1 is empty"

    @END-1
    Scenario: A side without front seeds has lost
      Given the board:
        | b | 4 | 4 | 4 | 4 | 4 | 4 | 4 | 4 |
        | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
        | A | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 |
        | B | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 |
      And North is to move
      Then South wins by "front-row-empty"

    @DIR-2
    Scenario Outline: A reading per table
      Given the start position
      And the option "<option>" is "<reading>"
      When the move "A6>*" is played
      Then North is to move

      @dispute-13 @option-lapLimit @reading-192-seeds
      Examples:
        | option   | reading   |
        | lapLimit | 192-seeds |

      @dispute-13 @option-lapLimit @reading-cycle
      Examples:
        | option   | reading |
        | lapLimit | cycle   |

    @NAMUA-3
    Scenario: North's answers after a JSON move
      Given the start position
      When the JSON move {"pit":"A6","dir":"cw"} is played
      Then the legal moves are "a6>*, a6<*, a7>*, a7<*"

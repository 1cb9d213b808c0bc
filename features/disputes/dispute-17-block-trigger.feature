Feature: DISPUTE-17: the preconditions of a block
  EN p.13 §Blocking (l.248)/DE p.13 §Blockieren (l.244)/FR 5.1: after a move without capture; EN p.14 §Blocking (l.260)/DE p.14 §Blockieren (l.252): no effect if the
  opponent can capture; RN §Mtaji Stage: Takasa (l.340) states neither. See RULINGS.md.

  # Mtaji. South: A1 2, A3 1, A5 1 (destroyed house). North: a7 2, a6 1, a4 2.
  # South's only capture: A1 clockwise: A2 0 -> 1, A3 1 -> 2, facing a6 = 1: capture, left
  # kichwa: A1 0 -> 1 (emptied at the start): the move ends. South's only capture next
  # turn: A3 (2) clockwise: A4 0 -> 1, A5 1 -> 2, facing a4. North has no capture (a4 and
  # a7 end in empty pits or the back row).
  @dispute-17 @option-blockTrigger @BLOCK-1 @BLOCK-5 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-17: a capture move leaves a single North pit threatened
    Given the option "blockTrigger" is "<reading>"
    And the board:
      | b | 0 | 0 | 19 | 18 | 18 | 0 | 0 | 0 |
      | a | 0 | 2 | 1 | 0 | 2 | 0 | 0 | 0 |
      | A | 2 | 0 | 1 | 0 | 1 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South's house is "destroyed"
    When the move "A1>" is played
    Then the board is:
      | b | 0 | 0 | 19 | 18 | 18 | 0 | 0 | 0 |
      | a | 0 | 2 | 0 | 0 | 2 | 0 | 0 | 0 |
      | A | 1 | 1 | 2 | 0 | 1 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And <block>
    And the legal moves are "<legal>"

    # EN p.13 §Blocking (l.248), DE p.13 §Blockieren (l.244), FR 5.1: only a move without capture blocks: no block.
    @reading-kutakata-no-defence
    Examples: kutakata-no-defence
      | reading             | block             | legal                  |
      | kutakata-no-defence | no pit is blocked | a4<*, a4>*, a7<*, a7>* |

    # RN §Mtaji Stage: Takasa (l.340) has no such condition: a4, the only mtaji, is blocked.
    @reading-any-move
    Examples: any-move
      | reading  | block         | legal      |
      | any-move | a4 is blocked | a7<*, a7>* |

    # AbstractPlay: still only after a kutakata: no block.
    @reading-no-defence-check
    Examples: no-defence-check
      | reading          | block             | legal                  |
      | no-defence-check | no pit is blocked | a4<*, a4>*, a7<*, a7>* |

  # Mtaji. South: A4 2, B8 3 and three back piles of 16 (too many to start a capture).
  # North: a8 2, a3 3, a1 2, b5 4. South has no capture. South plays A4 clockwise:
  # A5 0 -> 1, A6 0 -> 1 (empty): the move ends. South's only capture next turn: B8
  # counter-clockwise: A8, A7 0 -> 1, A6 1 -> 2, facing a3. But North can capture: a1 to
  # his right: a2 0 -> 1, a3 3 -> 4, facing A6 (1). a3 is neither North's only front pit
  # nor his only front pit with 2 or more.
  @dispute-17 @option-blockTrigger @BLOCK-1 @BLOCK-5 @EN @DE @FR
  Scenario Outline: DISPUTE-17: a kutakata threatens one North pit while North can capture
    Given the option "blockTrigger" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 4 | 0 | 0 | 0 | 0 |
      | a | 2 | 0 | 0 | 0 | 0 | 3 | 0 | 2 |
      | A | 0 | 0 | 0 | 2 | 0 | 0 | 0 | 0 |
      | B | 0 | 16 | 16 | 16 | 0 | 0 | 0 | 3 |
    When the JSON move {"pit":"A4","dir":"cw"} is played
    Then <block>

    # North can capture (EN p.14 §Blocking (l.260), BLOCK-5): no block.
    @reading-kutakata-no-defence
    Examples: kutakata-no-defence
      | reading             | block             |
      | kutakata-no-defence | no pit is blocked |

    # North can capture: no block.
    @reading-any-move
    Examples: any-move
      | reading  | block             |
      | any-move | no pit is blocked |

    # AbstractPlay does not look at North's captures: a3 is blocked.
    @reading-no-defence-check
    Examples: no-defence-check
      | reading          | block         |
      | no-defence-check | a3 is blocked |

Feature: DISPUTE-16: what does "exactly one harvest" count?
  EN p.13 §Blocking (l.248) "exactly one harvest", DE p.13 §Blockieren (l.244) "genau eine mögliche Ernte", FR 5.1 "un seul
  de ses trous", RN §Mtaji Stage: Takasa (l.340) "mtaji moja". See RULINGS.md.

  # Mtaji. South: A2 3, A6 2, B8 4; North: a7 2, a4 2, a2 1 and three back piles of 16-17.
  # South has no capture. South plays A6 counter-clockwise: A5 0 -> 1, A4 0 -> 1 (empty): the
  # move ends. South's captures for next turn:
  #   A2 clockwise: A3 1, A4 2, A5 2, facing a4: capture a4 (then A1 0 -> 1, A2 0 -> 1, end);
  #   B8 counter-clockwise: A8 1, A7 1, A6 1, A5 2, facing a4: capture a4, right kichwa:
  #   A8 2, A7 2 facing a2: capture a2; right kichwa: A8 3; relay 3: A7 3, A6 2, A5 3; relay 3
  #   from A5: A4 2, A3 1, A2 4 facing a7: capture a7.
  # Two capturing moves; one first target (a4); three pits captured in the chains.
  # North has no capture: a4 to his left ends in a2 (1 -> 2), facing the empty A7.
  # Where a4 is free, North's a4 to his right (a5, a6 0 -> 1) blocks in turn (**): then a7
  # to his left ends in a5 (1 -> 2) facing South's A4 (1), his only target, and South, with
  # a4 empty, has no capture.
  @dispute-16 @option-blockCount @BLOCK-1 @BLOCK-4 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-16: two capturing moves, one first target, more targets in a chain
    Given the option "blockCount" is "<reading>"
    And the board:
      | b | 0 | 0 | 16 | 17 | 17 | 0 | 0 | 0 |
      | a | 0 | 2 | 0 | 0 | 2 | 0 | 1 | 0 |
      | A | 0 | 3 | 0 | 0 | 0 | 2 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
    When the JSON move {"pit":"A6","dir":"ccw"} is played
    Then the board is:
      | b | 0 | 0 | 16 | 17 | 17 | 0 | 0 | 0 |
      | a | 0 | 2 | 0 | 0 | 2 | 0 | 1 | 0 |
      | A | 0 | 3 | 0 | 1 | 1 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
    And <block>
    And the legal moves are "<legal>"

    # One distinct first target, a4 (FR 5.1 "un seul de ses trous", BGA): a4 is blocked.
    @reading-first-target
    Examples: first-target
      | reading      | block         | legal      |
      | first-target | a4 is blocked | a7<*, a7>* |

    # Two capturing moves (EN p.13 §Blocking (l.248) read literally): no block.
    @reading-capture-move
    Examples: capture-move
      | reading      | block             | legal                   |
      | capture-move | no pit is blocked | a4<*, a4>**, a7<*, a7>* |

    # Three pits captured anywhere in the chains: no block.
    @reading-any-target
    Examples: any-target
      | reading    | block             | legal                   |
      | any-target | no pit is blocked | a4<*, a4>**, a7<*, a7>* |

  # Mtaji. South: A2 3, A6 2; North: a8 2, a6 1, a4 3 and back piles of 17-18. South has
  # no capture; he plays A6 counter-clockwise: A5 0 -> 1, A4 0 -> 1 (empty). South's only
  # capture next turn: A2 clockwise: A3 0 -> 1, A4 1 -> 2, A5 1 -> 2, facing a4 = 3;
  # left kichwa: A1 0 -> 1, A2 0 -> 1, A3 1 -> 2, facing a6 = 1: a second capture (and
  # the chain goes on to a8). One capturing move, one first target (a4), two or more pits
  # captured in its chain. North has no capture; a4 is not North's only front pit with 2
  # or more (a8).
  @dispute-16 @option-blockCount @BLOCK-1 @BLOCK-4 @EN @DE @FR
  Scenario Outline: DISPUTE-16: one capturing move whose chain captures more than one pit
    Given the option "blockCount" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 18 | 18 | 17 | 0 | 0 |
      | a | 2 | 0 | 1 | 0 | 3 | 0 | 0 | 0 |
      | A | 0 | 3 | 0 | 0 | 0 | 2 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the JSON move {"pit":"A6","dir":"ccw"} is played
    Then <block>
    And the legal moves are "<legal>"

    # One first target, a4: blocked.
    @reading-first-target
    Examples: first-target
      | reading      | block         | legal      |
      | first-target | a4 is blocked | a8<*, a8>* |

    # Exactly one capturing move: a4, its first target, is blocked.
    @reading-capture-move
    Examples: capture-move
      | reading      | block         | legal      |
      | capture-move | a4 is blocked | a8<*, a8>* |

    # The chain captures a4, a6 and more: no block.
    @reading-any-target
    Examples: any-target
      | reading    | block             | legal                  |
      | any-target | no pit is blocked | a4<*, a4>*, a8<*, a8>* |

Feature: DISPUTE-15: does kutakatia apply in namua?
  EN/DE describe blocking in the phase-2 chapter only; FR section 5 is general.
  In namua a capture threat is always mutual (the facing pits are both non-empty), so
  with the default preconditions (DISPUTE-17) a block can only arise from a namua move
  at the change of phase, as here. See RULINGS.md.

  # North plays his last store seed; South's store is already empty. North: a8 2, a4 3.
  # South: A2 2, A7 2 and 54 seeds in three back pits of 18 (too many to start a capture).
  # North has no capture (a8 and a4 face the empty A1 and A5). North plays a8 to his left:
  # 2 + 1 = 3 seeds: a7, a6, a5 0 -> 1; a5 was empty: the move ends. Now both stores are
  # empty. North could capture next with a4 to his right: a5 1 -> 2, a6 1 -> 2, a7 1 -> 2,
  # facing A2: A2 is North's only target. South has no capture (A2 and A7 end in empty
  # pits or the back row). A2 is not a house, not South's only front pit, not his only
  # front pit with 2 or more.
  @dispute-15 @option-kutakatiaPhase @BLOCK-7 @BLOCK-1 @BLOCK-4 @EN @DE @FR
  Scenario Outline: DISPUTE-15: North's last namua move threatens a single South pit
    Given the option "kutakatiaPhase" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 0 | 0 | 0 | 3 | 0 | 0 | 0 |
      | A | 0 | 2 | 0 | 0 | 0 | 0 | 2 | 0 |
      | B | 0 | 0 | 18 | 0 | 18 | 18 | 0 | 0 |
    And South has 0 seeds in store and North has 1
    And North is to move
    When the JSON move {"pit":"a8","dir":"ccw"} is played
    Then <block>
    And the legal moves are "<legal>"

    # Blocking is a phase-2 rule (EN p.13 §Blocking (l.246), BGA): North's move was a namua move, so no block.
    @reading-mtaji-only
    Examples: mtaji-only
      | reading    | block             | legal                  |
      | mtaji-only | no pit is blocked | A2<*, A2>*, A7<*, A7>* |

    # FR section 5 read generally: the namua kutakata blocks A2; South may not sow it.
    @reading-both-phases
    Examples: both-phases
      | reading     | block         | legal      |
      | both-phases | A2 is blocked | A7<*, A7>* |

    # Donkers, AbstractPlay: both stores are empty after North's move, so it may block: A2 is blocked.
    @reading-stores-empty
    Examples: stores-empty
      | reading      | block         | legal      |
      | stores-empty | A2 is blocked | A7<*, A7>* |

  # Namua, South to move, A3 stated blocked. South: A3 2, house A5 8 (functional), A6 1;
  # no capture (a6, a4 and a3 are empty). The functional house may not take the seed.
  @dispute-15 @option-kutakatiaPhase @BLOCK-7 @BLOCK-4 @NAMUA-5 @FR @EN
  Scenario Outline: DISPUTE-15: a block stated for a namua move
    Given the option "kutakatiaPhase" is "<reading>"
    And the board:
      | b | 3 | 2 | 2 | 2 | 2 | 2 | 2 | 2 |
      | a | 2 | 2 | 0 | 8 | 0 | 0 | 2 | 2 |
      | A | 0 | 0 | 2 | 0 | 8 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    And A3 is blocked
    Then the legal moves are "<legal>"

    # A block never binds a namua move: A3 or A6.
    @reading-mtaji-only
    Examples: mtaji-only
      | reading    | legal                  |
      | mtaji-only | A3<*, A3>*, A6<*, A6>* |

    # The block binds in namua too: A6 only.
    @reading-both-phases
    Examples: both-phases
      | reading     | legal      |
      | both-phases | A6<*, A6>* |

    # Only a mtaji move can be bound: A3 or A6.
    @reading-stores-empty
    Examples: stores-empty
      | reading      | legal                  |
      | stores-empty | A3<*, A3>*, A6<*, A6>* |

  # Namua, South to move, A3 stated blocked. South: A1 1, A3 2, house A5 8 (functional),
  # A6 1; North: a8, a6, a4 and a3 are empty: no capture. The functional house lets the
  # single seeds start. South plays A1 clockwise: 1 + 1 = 2 seeds: A2 0 -> 1, A3 2 -> 3:
  # the last seed is in the stated blocked pit.
  @dispute-15 @option-kutakatiaPhase @BLOCK-7 @BLOCK-4 @KUEN-5 @FR @EN
  Scenario Outline: DISPUTE-15: a namua kutakata ends in a pit the position blocks
    Given the option "kutakatiaPhase" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 3 | 2 | 2 | 2 | 2 |
      | a | 0 | 0 | 0 | 8 | 0 | 0 | 2 | 2 |
      | A | 1 | 0 | 2 | 0 | 8 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    And A3 is blocked
    When the move "A1>*" is played
    Then the board is:
      | b | 3 | 3 | 3 | 3 | 2 | 2 | 2 | 2 |
      | a | 0 | 0 | 0 | 8 | 0 | 0 | 2 | 2 |
      | A | 0 | 1 | <A3> | <A4> | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

    # The block does not bind a namua move (BLOCK-7): relay 3 from A3: A4 0 -> 1, A5 8 -> 9,
    # A6 1 -> 2: relay 2: A7, A8 0 -> 1: A8 was empty: kulala.
    @reading-mtaji-only
    Examples: mtaji-only
      | reading    | A3 | A4 | A5 | A6 | A7 | A8 |
      | mtaji-only | 0  | 1  | 9  | 0  | 1  | 1  |

    # The block binds in namua too: the kutakata ends in A3 (BLOCK-4).
    @reading-both-phases
    Examples: both-phases
      | reading     | A3 | A4 | A5 | A6 | A7 | A8 |
      | both-phases | 3  | 0  | 8  | 1  | 0  | 0  |

    # The stores are not empty: the block binds nothing yet, as under mtaji-only.
    @reading-stores-empty
    Examples: stores-empty
      | reading      | A3 | A4 | A5 | A6 | A7 | A8 |
      | stores-empty | 0  | 1  | 9  | 0  | 1  | 1  |

Feature: DISPUTE-13: the 12-lap rule
  EN:121 "no more than 12 laps around the board … loses immediately"; DE:120; FR 1.5.6
  forbids only infinite moves; RN:38 calls an endless cycle a theoretical draw.
  Project ruling: a move that would sow more than 192 seeds is not made, the mover loses
  and the board stays as it was. See RULINGS.md.

  # Mtaji, South to move; South's house is destroyed. South plays A4 (49) clockwise.
  # Relays (pit, seeds lifted > pit of the last seed):
  # A4 49>A5; A5 5>B7; B7 5>B2; B2 5>A4; A4 4>A8; A8 5>B4; B4 6>A3; A3 6>B8; B8 7>B1;
  # B1 7>A7; A7 8>B2; B2 3>A2; A2 8>B7; B7 4>B3; B3 9>A7; A7 2>B8; B8 3>B5; B5 9>A5;
  # A5 6>B6; B6 11>A6; A6 11>A1; A1 11>B5; B5 3>B2; B2 5>A4; A4 8>B5 (empty): the end.
  # 25 sowings, 200 seeds (192 before the last sowing of 8).
  # Check of the first steps: 49 = 3 x 16 + 1, so every pit gets 3 and A5, the first pit,
  # one more: A5 1 -> 5, the last seed: relay 5 from A5: A6..A8, B8, B7 (1 + 3 -> 5): relay.
  # The relay tables were computed with a throwaway sower written for this derivation (not
  # the engine; it knows only "lift, sow one by one, relay unless the last pit was empty")
  # and their first steps were checked by hand. South's pits other than A4 hold 0 or 1, so
  # South has no capture (A4 holds more than 15) and North, with one front pit, cannot be
  # blocked (BLOCK-2).
  @dispute-13 @option-lapLimit @INF-1 @INF-2 @INF-3 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-13: a finite kutakata of 200 seeds
    Given the option "lapLimit" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
      | A | 0 | 1 | 1 | 49 | 1 | 0 | 1 | 0 |
      | B | 1 | 1 | 1 | 1 | 0 | 1 | 1 | 1 |
    And South's house is "destroyed"
    When the move "A4>*" is played
    Then <result>

    # EN:121: more than 12 laps (192 seeds): the move is not made and South loses.
    @reading-192-seeds
    Examples: 192-seeds
      | reading   | result                    |
      | 192-seeds | North wins by "lap-limit" |

    # BGA: the 12th seed falls into A4 at the 192nd seed: South loses.
    @reading-12-passes
    Examples: 12-passes
      | reading   | result                    |
      | 12-passes | North wins by "lap-limit" |

    # FR 1.5.6: the move is finite, so it is legal.
    @reading-cycle
    Examples: cycle
      | reading | result           |
      | cycle   | the game goes on |

    # Donkers' movelimit: more than 100 seeds: the move is illegal.
    @reading-100-seeds-illegal
    Examples: 100-seeds-illegal
      | reading           | result                                     |
      | 100-seeds-illegal | the move is illegal: "more than 100 seeds" |

  # Mtaji, South to move; South's house is destroyed. South plays A4 (49) counter-clockwise.
  # Relays (pit, seeds lifted > pit of the last seed):
  # A4 49>A3; A3 5>B3; B3 5>B8; B8 5>A4; A4 4>B1; B1 6>B7; B7 5>A5; A5 6>B2; B2 6>B8;
  # B8 2>A7; A7 7>B1; B1 2>B3; B3 3>B6; B6 8>A3; A3 4>B2; B2 2>B4; B4 9>A4; A4 4>B1;
  # B1 2>B3; B3 2>B5; B5 10>A2; A2 10>A8; A8 11>B4; B4 3>B7; B7 6>A4; A4 3>A1;
  # A1 13>A4 (empty): the end. 27 sowings, exactly 192 seeds: 12 laps, the last seed
  # being the 12th to fall into A4, where the move started.
  # The relay tables were computed with a throwaway sower written for this derivation (not
  # the engine; it knows only "lift, sow one by one, relay unless the last pit was empty")
  # and their first steps were checked by hand. South's pits other than A4 hold 0 or 1, so
  # South has no capture (A4 holds more than 15) and North, with one front pit, cannot be
  # blocked (BLOCK-2).
  @dispute-13 @option-lapLimit @INF-1 @INF-2 @EN @DE @FR
  Scenario Outline: DISPUTE-13: a finite kutakata of exactly 192 seeds
    Given the option "lapLimit" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
      | A | 1 | 0 | 1 | 49 | 1 | 0 | 1 | 1 |
      | B | 1 | 0 | 1 | 1 | 1 | 1 | 0 | 1 |
    And South's house is "destroyed"
    When the move "A4<*" is played
    Then <result>

    # EN:121: exactly 12 laps is "no more than 12": legal.
    @reading-192-seeds
    Examples: 192-seeds
      | reading   | result           |
      | 192-seeds | the game goes on |

    # BGA: the 12th pass over A4 comes with the last seed: South loses.
    @reading-12-passes
    Examples: 12-passes
      | reading   | result                    |
      | 12-passes | North wins by "lap-limit" |

    # Finite: legal.
    @reading-cycle
    Examples: cycle
      | reading | result           |
      | cycle   | the game goes on |

    # More than 100 seeds: illegal.
    @reading-100-seeds-illegal
    Examples: 100-seeds-illegal
      | reading           | result                                     |
      | 100-seeds-illegal | the move is illegal: "more than 100 seeds" |

  # The default reading, with the boards: the 200-seed move is not made (the board and
  # stores stay as they were, North wins); the 192-seed move is made.
  @dispute-13 @INF-1 @EN @DE
  Scenario: DISPUTE-13 default: a move that would sow more than 192 seeds is not made
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
      | A | 0 | 1 | 1 | 49 | 1 | 0 | 1 | 0 |
      | B | 1 | 1 | 1 | 1 | 0 | 1 | 1 | 1 |
    And South's house is "destroyed"
    When the move "A4>*" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
      | A | 0 | 1 | 1 | 49 | 1 | 0 | 1 | 0 |
      | B | 1 | 1 | 1 | 1 | 0 | 1 | 1 | 1 |
    And North wins by "lap-limit"
    And the trace has a "lap-limit" event

  # Final board of the 192-seed move (from the relay table above):
  # front A1..A8 0 2 4 1 7 12 6 2, back B1..B8 3 4 3 1 3 5 1 6 (60 seeds).
  @dispute-13 @INF-1 @EN @DE
  Scenario: DISPUTE-13 default: a move of exactly 192 seeds is made
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
      | A | 1 | 0 | 1 | 49 | 1 | 0 | 1 | 1 |
      | B | 1 | 0 | 1 | 1 | 1 | 1 | 0 | 1 |
    And South's house is "destroyed"
    When the move "A4<*" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
      | A | 0 | 2 | 4 | 1 | 7 | 12 | 6 | 2 |
      | B | 3 | 4 | 3 | 1 | 3 | 5 | 1 | 6 |
    And the move sowed 192 seeds
    And the game goes on

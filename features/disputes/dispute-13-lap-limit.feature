Feature: DISPUTE-13: the 12-lap rule
  EN p.5 §Game move (l.121) "no more than 12 laps around the board … loses immediately"; DE p.5 §Spielzug (l.120); FR 1.5.6
  forbids only infinite moves; RN §The Beginning (l.38) calls an endless cycle a theoretical draw.
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

    # EN p.5 §Game move (l.121): more than 12 laps (192 seeds): the move is not made and South loses.
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

    # AbstractPlay (processMove): the count is tested when a pit is lifted to go on. The
    # last lift (A4, 8 seeds) comes after 192 seeds, not more than 192: the last sowing
    # takes the move to 200 and ends in the empty B5: legal.
    @reading-192-at-pickup
    Examples: 192-at-pickup
      | reading       | result           |
      | 192-at-pickup | the game goes on |

    # nkkmd (MAX_RELAY): 24 sowings after the first, far below 512: legal.
    @reading-relays-512
    Examples: relays-512
      | reading    | result           |
      | relays-512 | the game goes on |

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

    # EN p.5 §Game move (l.121): exactly 12 laps is "no more than 12": legal.
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

    # The last lift (A1, 13 seeds) comes after 179 seeds: legal.
    @reading-192-at-pickup
    Examples: 192-at-pickup
      | reading       | result           |
      | 192-at-pickup | the game goes on |

    # 26 sowings after the first: legal.
    @reading-relays-512
    Examples: relays-512
      | reading    | result           |
      | relays-512 | the game goes on |

  # The endless kutakata of infinite-moves.feature (South's 13 seeds, A7 clockwise: the
  # relays recur every 272 seeds and never end). Every limit is reached: each reading
  # that makes the mover lose leaves the board as it was, and North is to move (the
  # successor contract, RULINGS.md).
  @dispute-13 @option-lapLimit @INF-1 @INF-2 @END-6 @EN @DE @FR
  Scenario Outline: DISPUTE-13: an endless kutakata under every reading
    Given the option "lapLimit" is "<reading>"
    And the board:
      | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
      | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
      | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
    When the move "A7>*" is played
    Then <result>

    # The 193rd seed would break the limit: the move is not made.
    @reading-192-seeds
    Examples: 192-seeds
      | reading   | result                    |
      | 192-seeds | North wins by "lap-limit" |

    # The 12th seed into A7 comes round: South loses.
    @reading-12-passes
    Examples: 12-passes
      | reading   | result                    |
      | 12-passes | North wins by "lap-limit" |

    # A true cycle: South loses.
    @reading-cycle
    Examples: cycle
      | reading | result                    |
      | cycle   | North wins by "lap-limit" |

    # More than 100 seeds: illegal.
    @reading-100-seeds-illegal
    Examples: 100-seeds-illegal
      | reading           | result                                     |
      | 100-seeds-illegal | the move is illegal: "more than 100 seeds" |

    # The first lift after more than 192 seeds sown loses.
    @reading-192-at-pickup
    Examples: 192-at-pickup
      | reading       | result                    |
      | 192-at-pickup | North wins by "lap-limit" |

    # The 512th sowing after the first ends in an occupied pit: South loses.
    @reading-relays-512
    Examples: relays-512
      | reading    | result                    |
      | relays-512 | North wins by "lap-limit" |

  # The successor of a lap-limit loss (RULINGS.md, the successor contract): the move is
  # not made, the board and stores are as before, North (the opponent) is to move, and
  # nothing is blocked or owed.
  @dispute-13 @INF-1 @END-6 @EN @DE
  Scenario: DISPUTE-13: after a lap-limit loss the opponent is to move on the unchanged board
    Given the board:
      | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
      | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
      | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
    When the move "A7>*" is played
    Then the board is:
      | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
      | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
      | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
    And North wins by "lap-limit"
    And North is to move
    And no pit is blocked
    And the side to move has no capture obligation

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

  # Hus. South plays A1 (39) clockwise. BGA's executeMove counts passes over the start
  # pit (rounds) only in the kutakata of Bao la Kiswahili and Kujifunza: its Hus branch
  # plays every finite move out. The move (derived with the throwaway sower above, now
  # with Hus captures: the pit's seeds and the facing pit's are sown on together,
  # VAR-HUS-3): 32 sowings, 196 seeds; captures of a1 (1), a4 (1) and a5 (1), after 39,
  # 51 and 68 seeds; A1 receives its 12th seed from B3's relay (4 seeds, lifted after
  # 189); the last lift (A2, 3 seeds) comes after 193 seeds, and its last seed falls into
  # the empty A5: the move ends after 196 seeds. North keeps a2 (3): the game goes on.
  @dispute-13 @option-lapLimit @INF-1 @INF-2 @VAR-HUS-2 @VAR-HUS-3 @EN @DE @FR
  Scenario Outline: DISPUTE-13: a finite Hus move of 196 seeds that passes its start pit 12 times
    Given the variant is "hus"
    And the option "lapLimit" is "<reading>"
    And the board:
      | b |  0 |  1 |  0 |  0 |  0 |  1 |  1 |  0 |
      | a |  0 |  0 |  0 |  1 |  1 |  0 |  3 |  1 |
      | A | 39 |  0 |  5 |  1 |  1 |  1 |  0 |  1 |
      | B |  1 |  2 |  0 |  0 |  0 |  3 |  1 |  0 |
    When the move "A1>" is played
    Then <result>

    # More than 192 seeds: the move is not made and South loses.
    @reading-192-seeds
    Examples: 192-seeds
      | reading   | result                    |
      | 192-seeds | North wins by "lap-limit" |

    # BGA: no pass count in Hus: the finite move is played out.
    @reading-12-passes
    Examples: 12-passes
      | reading   | result           |
      | 12-passes | the game goes on |

    @reading-cycle
    Examples: cycle
      | reading | result           |
      | cycle   | the game goes on |

    @reading-100-seeds-illegal
    Examples: 100-seeds-illegal
      | reading           | result                                     |
      | 100-seeds-illegal | the move is illegal: "more than 100 seeds" |

    # The last lift (A2) comes after 193 seeds: more than 192.
    @reading-192-at-pickup
    Examples: 192-at-pickup
      | reading       | result                    |
      | 192-at-pickup | North wins by "lap-limit" |

    # 31 sowings after the first: far below 512.
    @reading-relays-512
    Examples: relays-512
      | reading    | result           |
      | relays-512 | the game goes on |

  # The same move under BGA's reading, with the board after it (the throwaway sower's).
  @dispute-13 @option-lapLimit @INF-1 @VAR-HUS-2 @VAR-HUS-3 @EN @DE
  Scenario: DISPUTE-13 12-passes: the Hus move of 196 seeds is played out
    Given the variant is "hus"
    And the option "lapLimit" is "12-passes"
    And the board:
      | b |  0 |  1 |  0 |  0 |  0 |  1 |  1 |  0 |
      | a |  0 |  0 |  0 |  1 |  1 |  0 |  3 |  1 |
      | A | 39 |  0 |  5 |  1 |  1 |  1 |  0 |  1 |
      | B |  1 |  2 |  0 |  0 |  0 |  3 |  1 |  0 |
    When the move "A1>" is played
    Then the board is:
      | b |  0 |  1 |  0 |  0 |  0 |  1 |  1 |  0 |
      | a |  0 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
      | A |  2 |  0 |  6 |  3 |  1 |  1 | 12 |  1 |
      | B |  1 |  5 |  0 |  6 |  0 | 15 |  2 |  3 |
    And the game goes on
    And the move sowed 196 seeds

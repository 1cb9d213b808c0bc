Feature: DISPUTE-32: when does "no pit with 2 or more seeds" end the game?
  END-2 is judged at the start of a turn (the player has no legal move); Donkers'
  checkLoss/checkWinner and BGA's getScore/updateScores also judge it during and right
  after a move, for both sides. See RULINGS.md.

  # Mtaji (both stores empty, both houses destroyed), South to move.
  # North: a8 2 (his only pit of 2 or more), a1 1, a3 1, every back pit 1.
  # South: B2 2, A1 1, A2 1, A5..A8 12 each.
  # South plays B2 clockwise (B1, A1): A1 1 -> 2, facing a8 (2): a capture move.
  # Capture a8 (2): a kichwa: the left kichwa, clockwise: A1 2 -> 3, A2 1 -> 2.
  # North now has no pit of 2 or more (a1 1, a3 1, back row 1 each).
  # Then A2 held 1 before the last seed and faces a7 (empty): a relay of 2 from A2:
  # A3 0 -> 1, A4 0 -> 1; A4 was empty: the move ends there.
  @dispute-32 @option-immobility @END-2 @CAP-4 @KUEN-1 @EN @FR
  Scenario Outline: DISPUTE-32: a capture leaves the opponent without a pair
    Given the option "immobility" is "<reading>"
    And the board:
      | b |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
      | a |  2 |  0 |  0 |  0 |  0 |  1 |  0 |  1 |
      | A |  1 |  1 |  0 |  0 | 12 | 12 | 12 | 12 |
      | B |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    When the JSON move {"pit":"B2","dir":"cw"} is played
    Then the board is:
      | b |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
      | a |  0 |  0 |  0 |  0 |  0 |  1 |  0 |  1 |
      | A |  3 | <A2> | <A3> | <A4> | 12 | 12 | 12 | 12 |
      | B |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South wins by "no-legal-move"

    # END-2 at North's turn: the move is played to its end (the relay from A2); then
    # North, to move, has no legal move.
    @reading-turn-start
    Examples: turn-start
      | reading    | A2 | A3 | A4 |
      | turn-start | 0  | 1  | 1  |

    # Donkers, BGA: once the captured seeds are sown, North has no pit of 2 or more: the
    # move stops there and South has won.
    @reading-during-move
    Examples: during-move
      | reading     | A2 | A3 | A4 |
      | during-move | 2  | 0  | 0  |

  # Mtaji, South to move. South: A2 1, A3 2 (his only pit of 2 or more), A6 1, A7 1,
  # every back pit 1. North: every front pit 2, back b1..b7 4, b8 7.
  # South has no capture: A3 (2) clockwise ends in A5 (empty), anticlockwise in A1
  # (empty). South plays A3 clockwise: A4 0 -> 1, A5 0 -> 1 (empty): the move ends, and
  # South has left himself no pit of 2 or more.
  @dispute-32 @option-immobility @END-2 @MTAJI-4 @EN @FR
  Scenario Outline: DISPUTE-32: the mover leaves himself without a pair
    Given the option "immobility" is "<reading>"
    And the board:
      | b |  7 |  4 |  4 |  4 |  4 |  4 |  4 |  4 |
      | a |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
      | A |  0 |  1 |  2 |  0 |  0 |  1 |  1 |  0 |
      | B |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    When the move "A3>*" is played
    Then the board is:
      | b |  7 |  4 |  4 |  4 |  4 |  4 |  4 |  4 |
      | a |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  2 |
      | A |  0 |  1 |  0 |  1 |  1 |  1 |  1 |  0 |
      | B |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
    And North is to move
    And <result>

    # END-2 is judged at South's next turn: the game goes on.
    @reading-turn-start
    Examples: turn-start
      | reading    | result           |
      | turn-start | the game goes on |

    # Donkers' checkWinner, BGA's updateScores: South has lost at once.
    @reading-during-move
    Examples: during-move
      | reading     | result                        |
      | during-move | North wins by "no-legal-move" |

  # Mtaji (both stores empty, both houses destroyed), South to move. North has no pit of
  # 2 or more: a1 1, a3 1, a6 1, a8 1, every back pit 1 (12 seeds). South: A1 2, A5..A8
  # 10 each, B1 10 (52 seeds). Both front rows hold seeds, and South has moves (A1 holds 2).
  # North's last move left him so. At the start of North's turn he would have no legal
  # move, but it is South's turn. Under turn-start the game goes on: South still moves
  # (and North loses at his turn, since South's sowing never gives him a seed). Under
  # during-move North lost with the move that left him no pair (Donkers' checkWinner
  # after every move tests both players; BGA's updateScores too), so the game is over
  # before South moves and South has won (Donkers' engine, through harnesses/donkers
  # pinned a2155fb, lists no move here).
  @dispute-32 @option-immobility @END-2 @EN @FR
  Scenario Outline: DISPUTE-32: the side not to move has no pair
    Given the option "immobility" is "<reading>"
    And the board:
      | b |  1 |  1 |  1 |  1 |  1 |  1 |  1 |  1 |
      | a |  1 |  0 |  1 |  0 |  0 |  1 |  0 |  1 |
      | A |  2 |  0 |  0 |  0 | 10 | 10 | 10 | 10 |
      | B | 10 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    And South is to move
    Then <result>

    @reading-turn-start
    Examples: turn-start
      | reading    | result           |
      | turn-start | the game goes on |

    @reading-during-move
    Examples: during-move
      | reading     | result                        |
      | during-move | South wins by "no-legal-move" |

  # Namua, both houses destroyed; South and North have 1 seed each in store. South: A6 3.
  # North: a8 2, back b1 8, b2..b8 7. South has no capture (A6 faces the empty a3). His
  # hand seed makes A6 4: sown clockwise A7, A8, B8, B7 (0 -> 1 each); B7 was empty: the
  # move ends. South's store is empty now and he has no pit of 2 or more; North's store
  # still holds a seed. Under during-move South is in mtaji (his own store is empty) and
  # has left himself no pair. BGA (getScore, updateScores) keeps one phase for both
  # players until both stores are empty: South is judged by namua's rule (a front seed
  # suffices) and the game goes on; he loses after North's last namua move.
  @dispute-32 @option-immobility @END-2 @NAMUA-3 @KUEN-1 @EN @FR
  Scenario Outline: DISPUTE-32: the last namua move of one side leaves him without a pair
    Given the option "immobility" is "<reading>"
    And the board:
      | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
      | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      | A |  0 |  0 |  0 |  0 |  0 |  3 |  0 |  0 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    And South has 1 seeds in store and North has 1
    When the move "A6>*" is played
    Then the board is:
      | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
      | a |  2 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      | A |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
    And <result>

    @reading-turn-start
    Examples: turn-start
      | reading    | result           |
      | turn-start | the game goes on |

    # Donkers: South's own store is empty: he is judged in mtaji right after his move.
    @reading-during-move
    Examples: during-move
      | reading     | result                        |
      | during-move | North wins by "no-legal-move" |

    # BGA: one phase for both players: North's store still holds a seed.
    @reading-during-move-shared-phase
    Examples: during-move-shared-phase
      | reading                  | result           |
      | during-move-shared-phase | the game goes on |

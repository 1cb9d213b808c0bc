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

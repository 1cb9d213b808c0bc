Feature: DISPUTE-18: which pits cannot be blocked?
  EN:250-254 three exceptions, scope of the third unstated; DE:246 two; FR 5.1.1.1-3
  three, on the front row, with an owned ("possédé") house. See RULINGS.md.

  # Mtaji. South: A4 2, B8 3 and three back piles of 17. North: a8 1, a3 3, b5 4.
  # South has no capture. South plays A4 clockwise: A5 0 -> 1, A6 0 -> 1 (empty): the move
  # ends. South's only capture next turn: B8 counter-clockwise: A8, A7 0 -> 1, A6 1 -> 2,
  # facing a3 = 3. North has no capture (a3 ends in a6 or the back row; b5 counter-clockwise
  # ends in a8, facing the empty A1). a3 is North's only front pit with 2 or more; b5 holds 4.
  @dispute-18 @option-blockExceptions @BLOCK-2 @BLOCK-1 @MTAJI-4 @END-2 @EN @DE @FR
  Scenario Outline: DISPUTE-18(a): the threatened pit is North's only front pit with 2 or more, but his back row has more
    Given the option "blockExceptions" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 4 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 0 | 0 | 0 | 3 | 0 | 0 |
      | A | 0 | 0 | 0 | 2 | 0 | 0 | 0 | 0 |
      | B | 0 | 17 | 17 | 17 | 0 | 0 | 0 | 3 |
    When the JSON move {"pit":"A4","dir":"cw"} is played
    Then <block>
    And <result>

    # FR 5.1.1.3: the only front pit with more than one seed cannot be blocked.
    @reading-inner-row
    Examples: inner-row
      | reading   | block             | result                           |
      | inner-row | no pit is blocked | the legal moves are "a3<*, a3>*" |

    # EN:254 read over the whole side: b5 has 4, so a3 is blocked; a front pit holds 2 or
    # more, so North may not sow his back row (MTAJI-4): North has no legal move and loses.
    @reading-whole-side
    Examples: whole-side
      | reading    | block         | result                        |
      | whole-side | a3 is blocked | South wins by "no-legal-move" |

    # DE:246: the only front pit with 2 or more cannot be blocked.
    @reading-de
    Examples: de
      | reading | block             | result                           |
      | de      | no pit is blocked | the legal moves are "a3<*, a3>*" |

    # As inner-row (only the house exception differs).
    @reading-owned-house
    Examples: owned-house
      | reading     | block             | result                           |
      | owned-house | no pit is blocked | the legal moves are "a3<*, a3>*" |

Feature: DISPUTE-18: which pits cannot be blocked?
  EN p.13 §Blocking (l.250–254) three exceptions, scope of the third unstated; DE p.13 §Blockieren (l.246) two; FR 5.1.1.1-3
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

    # EN p.13 §Blocking (l.254) read over the whole side: b5 has 4, so a3 is blocked; a front pit holds 2 or
    # more, so North may not sow his back row (MTAJI-4): North has no legal move and loses.
    @reading-whole-side
    Examples: whole-side
      | reading    | block         | result                        |
      | whole-side | a3 is blocked | South wins by "no-legal-move" |

    # DE p.13 §Blockieren (l.246): the only front pit with 2 or more cannot be blocked.
    @reading-de
    Examples: de
      | reading | block             | result                           |
      | de      | no pit is blocked | the legal moves are "a3<*, a3>*" |

    # As inner-row (only the house exception differs).
    @reading-owned-house
    Examples: owned-house
      | reading     | block             | result                           |
      | owned-house | no pit is blocked | the legal moves are "a3<*, a3>*" |

  # Mtaji. South: A4 2, B8 3, B1 26 (too many to capture). North: a3 1 (his only front
  # seeds), b5 16, b4 16. South has no capture; he plays A4 clockwise: A5 0 -> 1, A6 0 -> 1
  # (empty). South's only capture next: B8 counter-clockwise: A8, A7 0 -> 1, A6 1 -> 2,
  # facing a3. North has no capture (his back piles hold more than 15).
  @dispute-18 @option-blockExceptions @BLOCK-2 @BLOCK-1 @EN @DE @FR
  Scenario Outline: DISPUTE-18(b): the threatened pit is North's only non-empty front pit
    Given the option "blockExceptions" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 16 | 16 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 0 | 0 | 1 | 0 | 0 |
      | A | 0 | 0 | 0 | 2 | 0 | 0 | 0 | 0 |
      | B | 26 | 0 | 0 | 0 | 0 | 0 | 0 | 3 |
    When the JSON move {"pit":"A4","dir":"cw"} is played
    Then <block>

    # FR 5.1.1.2, EN p.13 §Blocking (l.253): the last non-empty front pit cannot be blocked.
    @reading-inner-row
    Examples: inner-row
      | reading   | block             |
      | inner-row | no pit is blocked |

    # The same item (EN p.13 §Blocking (l.253)).
    @reading-whole-side
    Examples: whole-side
      | reading    | block             |
      | whole-side | no pit is blocked |

    # DE p.13 §Blockieren (l.246) lists no such item, and a3 holds a single seed: a3 is blocked.
    @reading-de
    Examples: de
      | reading | block         |
      | de      | a3 is blocked |

    # As inner-row.
    @reading-owned-house
    Examples: owned-house
      | reading     | block             |
      | owned-house | no pit is blocked |

  # Mtaji. South: A2 2, B8 5. North: house a5 3 (intact, fewer than 6), a8 2, and back
  # piles of 17-18. South has no capture; he plays A2 clockwise: A3 0 -> 1, A4 0 -> 1
  # (empty). South's only capture next: B8 counter-clockwise: A8, A7, A6, A5 0 -> 1,
  # A4 1 -> 2, facing a5. North has no capture (a5 and a8 end in empty pits or the back
  # row). a5 is neither North's only front pit nor his only front pit with 2 or more.
  @dispute-18 @option-blockExceptions @BLOCK-2 @HOUSE-9 @HOUSE-2 @EN @DE @FR
  Scenario Outline: DISPUTE-18(c): the threatened pit is North's never-emptied house holding 3
    Given the option "blockExceptions" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 18 | 17 | 17 | 0 | 0 |
      | a | 2 | 0 | 0 | 3 | 0 | 0 | 0 | 0 |
      | A | 0 | 2 | 0 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 5 |
    And North's house is "intact"
    When the JSON move {"pit":"A2","dir":"cw"} is played
    Then <block>
    And the legal moves are "<legal>"

    # Only a functional house (6 or more, EN p.13 §Blocking (l.252), DE p.13 §Blockieren (l.246) "intakt" = 6 or more, DE p.14 §Das Haus (l.262)) is immune: a5 is blocked.
    @reading-inner-row
    Examples: inner-row
      | reading   | block         | legal      |
      | inner-row | a5 is blocked | a8<*, a8>* |

    # As inner-row.
    @reading-whole-side
    Examples: whole-side
      | reading    | block         | legal      |
      | whole-side | a5 is blocked | a8<*, a8>* |

    # As inner-row.
    @reading-de
    Examples: de
      | reading | block         | legal      |
      | de      | a5 is blocked | a8<*, a8>* |

    # FR 5.1.1.1: "le nyumba encore possédé": a never-emptied house is immune: no block.
    @reading-owned-house
    Examples: owned-house
      | reading     | block             | legal                  |
      | owned-house | no pit is blocked | a5<*, a5>*, a8<*, a8>* |

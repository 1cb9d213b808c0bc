Feature: DISPUTE-11: the lone kichwa and the back row
  FR 2.3.1/3.5.2 forbid sowing a lone kichwa towards the back row; EN p.14 §End of game (l.278) ends the game
  during the move; WP/RN are silent. See RULINGS.md.

  # Mtaji. South's only seeds: A1 10. No capture: clockwise the last seed falls in B6, the
  # other way (B1..B8, A8, A7) in the empty A7.
  @dispute-11 @option-loneKichwa @MTAJI-5 @NAMUA-9 @FR @EN @DE
  Scenario Outline: DISPUTE-11: the legal moves of a lone kichwa
    Given the option "loneKichwa" is "<reading>"
    And the board:
      | b | 4 | 4 | 4 | 4 | 4 | 4 | 3 | 3 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | A | 10 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then the legal moves are "<legal>"

    # FR 2.3.1, 3.5.2: the move towards the back row is not legal.
    @reading-forbidden
    Examples: forbidden
      | reading   | legal |
      | forbidden | A1>*  |

    # EN p.14 §End of game (l.278), BGA: the move is legal (and loses, see below).
    @reading-loses
    Examples: loses
      | reading | legal      |
      | loses   | A1<*, A1>* |

    # Legal; judged at the end of the move.
    @reading-end-of-move
    Examples: end-of-move
      | reading     | legal      |
      | end-of-move | A1<*, A1>* |

  # The same position; South plays A1 counter-clockwise: B1..B8, A8, A7 0 -> 1 (A7 empty).
  @dispute-11 @option-loneKichwa @MTAJI-5 @END-1 @END-4 @FR @EN @DE
  Scenario Outline: DISPUTE-11: South sows the lone kichwa towards the back row
    Given the option "loneKichwa" is "<reading>"
    And the board:
      | b | 4 | 4 | 4 | 4 | 4 | 4 | 3 | 3 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | A | 10 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the move "A1<*" is played
    Then <result>

    # FR 2.3.1, 3.5.2: not a legal move.
    @reading-forbidden
    Examples: forbidden
      | reading   | result                                                 |
      | forbidden | the move is illegal: "is the only non-empty front pit" |

    # EN p.14 §End of game (l.278), BGA: lifting A1 empties South's front row: the sowing is made and South has
    # lost.
    @reading-loses
    Examples: loses
      | reading | result                          |
      | loses   | North wins by "front-row-empty" |

    # Judged at the end of the move: A8 and A7 hold seeds again, so South has not lost.
    @reading-end-of-move
    Examples: end-of-move
      | reading     | result           |
      | end-of-move | the game goes on |

  # The dispute is about the kichwa only. Mtaji; South's only front seeds: A5 3 (not a kichwa;
  # both houses destroyed). No capture: each direction ends in an empty pit. South sows A5
  # clockwise: A6, A7, A8. Lifting A5 empties the front row for an instant, but the first
  # seed refills it: under every reading the game goes on (BGA's engine, by EN's author,
  # checks only the kichwa sown outwards: baolakiswahili.game.php, executeMove).
  @dispute-11 @option-loneKichwa @MTAJI-5 @END-1 @EN @FR
  Scenario Outline: DISPUTE-11: a lone pit that is not a kichwa, sown inwards
    Given the option "loneKichwa" is "<reading>"
    And the board:
      | b | 4 | 3 | 3 | 3 | 3 | 3 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 4 | 4 |
      | A | 0 | 0 | 0 | 0 | 3 | 0 | 0 | 0 |
      | B | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    When the move "A5>*" is played
    Then the game goes on
    And the board is:
      | b | 4 | 3 | 3 | 3 | 3 | 3 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 4 | 4 |
      | A | 0 | 0 | 0 | 0 | 0 | 1 | 1 | 1 |
      | B | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 |

    @reading-forbidden
    Examples: forbidden
      | reading   |
      | forbidden |

    @reading-loses
    Examples: loses
      | reading |
      | loses   |

    @reading-end-of-move
    Examples: end-of-move
      | reading     |
      | end-of-move |

  # Hus (issue 12): North to move. North's only front seeds: a8 2; back b1 1, b2 2, b4..b7
  # 1, b8 2. Any pit of 2 or more may start, either way (VAR-HUS-2): a8, b2, b8. a8
  # clockwise leads into the back row (b8, b7) and leaves North's front row empty.
  @dispute-11 @option-loneKichwa @VAR-HUS-2 @END-1 @FR @EN @DE
  Scenario Outline: DISPUTE-11: the lone kichwa in Hus
    Given the variant is "hus"
    And the option "loneKichwa" is "<reading>"
    And the board:
      | b | 2 | 1 | 1 | 1 | 1 | 0 | 2 | 1 |
      | a | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | 8 | 7 | 1 | 3 | 0 | 4 | 1 | 3 |
      | B | 3 | 0 | 4 | 8 | 5 | 0 | 2 | 4 |
    And North is to move
    Then the legal moves are "<legal>"

    # As in the other variants: a8 only inward.
    @reading-forbidden
    Examples: forbidden
      | reading   | legal                    |
      | forbidden | a8<, b2<, b2>, b8<, b8> |

    @reading-loses
    Examples: loses
      | reading | legal                         |
      | loses   | a8<, a8>, b2<, b2>, b8<, b8> |

    @reading-end-of-move
    Examples: end-of-move
      | reading     | legal                         |
      | end-of-move | a8<, a8>, b2<, b2>, b8<, b8> |

  # The same position; North plays a8 clockwise: b8 2 -> 3, b7 1 -> 2 (it held 1: a relay
  # in the back row, where Hus never captures); relay 2 from b7: b6 1 -> 2, b5 1 -> 2
  # (it held 1): relay 2 from b5: b4 1 -> 2, b3 0 -> 1 (empty): the move ends. North's
  # front row stays empty. Before the fix the Hus move was legal and the game went on,
  # North losing only at his next turn.
  @dispute-11 @option-loneKichwa @VAR-HUS-2 @END-1 @END-4 @FR @EN @DE
  Scenario Outline: DISPUTE-11: North sows the lone kichwa outward in Hus
    Given the variant is "hus"
    And the option "loneKichwa" is "<reading>"
    And the board:
      | b | 2 | 1 | 1 | 1 | 1 | 0 | 2 | 1 |
      | a | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | 8 | 7 | 1 | 3 | 0 | 4 | 1 | 3 |
      | B | 3 | 0 | 4 | 8 | 5 | 0 | 2 | 4 |
    And North is to move
    When the JSON move {"pit":"a8","dir":"cw"} is played
    Then <result>

    # Not a legal move.
    @reading-forbidden
    Examples: forbidden
      | reading   | result                                                 |
      | forbidden | the move is illegal: "is the only non-empty front pit" |

    # Legal; in Hus the move is played to its end (the mid-move check is for a kichwa of
    # Bao la Kiswahili's rows), and North's front row is empty after it: he has lost (END-1).
    @reading-loses
    Examples: loses
      | reading | result                          |
      | loses   | South wins by "front-row-empty" |

    # Judged at the end of the move: the front row is still empty: North has lost.
    @reading-end-of-move
    Examples: end-of-move
      | reading     | result                          |
      | end-of-move | South wins by "front-row-empty" |

  # The boards of the two readings that play the move.
  @dispute-11 @option-loneKichwa @VAR-HUS-2 @END-1 @END-4 @EN @DE
  Scenario Outline: DISPUTE-11: the boards after the Hus lone kichwa
    Given the variant is "hus"
    And the option "loneKichwa" is "<reading>"
    And the board:
      | b | 2 | 1 | 1 | 1 | 1 | 0 | 2 | 1 |
      | a | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | 8 | 7 | 1 | 3 | 0 | 4 | 1 | 3 |
      | B | 3 | 0 | 4 | 8 | 5 | 0 | 2 | 4 |
    And North is to move
    When the JSON move {"pit":"a8","dir":"cw"} is played
    Then the board is:
      | b | 3 | <b7> | <b6> | <b5> | <b4> | <b3> | 2 | 1 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | 8 | 7 | 1 | 3 | 0 | 4 | 1 | 3 |
      | B | 3 | 0 | 4 | 8 | 5 | 0 | 2 | 4 |
    And South is to move

    # Played to its end, as under end-of-move.
    @reading-loses
    Examples: loses
      | reading | b7 | b6 | b5 | b4 | b3 |
      | loses   | 0  | 2  | 0  | 2  | 1  |

    # The move is played to its end.
    @reading-end-of-move
    Examples: end-of-move
      | reading     | b7 | b6 | b5 | b4 | b3 |
      | end-of-move | 0  | 2  | 0  | 2  | 1  |

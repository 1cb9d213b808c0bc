Feature: DISPUTE-23: "no pit with more than one seed" in namua
  EN p.4 §End of game (l.79)/DE p.4 §Spielende (l.79) list it without a phase; FR 3.3.2 in the mtaji section. See RULINGS.md.

  # Namua. South: A2 1, A6 1 (house destroyed); no capture (a7 and a3 are empty).
  @dispute-23 @option-namuaImmobility @END-2 @NAMUA-8 @EN @DE @FR
  Scenario Outline: DISPUTE-23: in namua South holds only singletons
    Given the option "namuaImmobility" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | a | 2 | 0 | 2 | 8 | 2 | 0 | 2 | 2 |
      | A | 0 | 1 | 0 | 0 | 0 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then <result>

    # FR 3.3.2 (a phase-2 rule): the hand seed makes 2; every front pit is a singleton,
    # so any of them may be sown (NAMUA-8).
    @reading-mtaji-only
    Examples: mtaji-only
      | reading    | result                                       |
      | mtaji-only | the legal moves are "A2<*, A2>*, A6<*, A6>*" |

    # EN p.4 §End of game (l.79) letter: South has no pit with more than one seed and loses.
    @reading-always
    Examples: always
      | reading | result                        |
      | always  | North wins by "no-legal-move" |

Feature: DISPUTE-21: when may a mtaji kutakata start in the back row?
  EN p.11 §Move without capture (l.219)/DE p.11 §Spielzug ohne Ernte (l.213)/FR 3.5.1: when no front pit holds more than one seed; RN §Mtaji Stage: Takasa (l.336): when the
  front row is empty. See RULINGS.md.

  # Mtaji. South: A3 1, A6 1, B2 3. No capture: B2 clockwise ends in the empty A2, the
  # other way in the back row.
  @dispute-21 @option-backRowKutakata @MTAJI-4 @SOW-8 @END-2 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-21: South's front row holds only singletons
    Given the option "backRowKutakata" is "<reading>"
    And the board:
      | b | 5 | 5 | 5 | 4 | 4 | 4 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | A | 0 | 0 | 1 | 0 | 0 | 1 | 0 | 0 |
      | B | 0 | 3 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then <result>

    # EN p.11 §Move without capture (l.219), FR 3.5.1: no front pit holds 2 or more, so the back row: B2 either way.
    @reading-no-front-pair
    Examples: no-front-pair
      | reading       | result                           |
      | no-front-pair | the legal moves are "B2<*, B2>*" |

    # RN §Mtaji Stage: Takasa (l.336) letter: the back row only with an empty front row, and singletons may not be
    # sown (RN §Mtaji Stage: Takasa (l.338)): South has no legal move and loses.
    @reading-front-empty
    Examples: front-empty
      | reading     | result                        |
      | front-empty | North wins by "no-legal-move" |

Feature: DISPUTE-7: may the namua hand seed go into the house for a capture?
  EN p.10 §The house (l.199) says the house takes a new seed only as the last non-empty pit; EN p.6 §New seed (l.129) / p.6 §New seed, ex.2 (l.138),
  DE p.10 §Das Haus (l.193) ("ohne Ernte"), FR 2.2.1 and RN d.3/d.19 allow a capture from it.
  See RULINGS.md.

  # RN d.3 (see worked/rn-diagrams.feature): A5 (7) faces a4 = 1; A7 and A8 face empty pits.
  @dispute-7 @option-namuaHouseCapture @NAMUA-7 @NAMUA-2 @CAP-2 @EN @DE @FR @RN @RN-d3
  Scenario Outline: DISPUTE-7: RN d.3, where the only capture is from the house
    Given the option "namuaHouseCapture" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 0 | 1 | 8 | 1 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 7 | 0 | 2 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 20
    Then the legal moves are "<legal>"

    # The seed may go into the house to capture (EN p.6 §New seed (l.129) / p.6 §New seed, ex.2 (l.138), DE p.10 §Das Haus (l.193), RN d.3): the capture is compulsory.
    @reading-allowed
    Examples: allowed
      | reading | legal    |
      | allowed | A5<, A5> |

    # The letter of EN p.10 §The house (l.199): the house takes the seed only as the last front pit, so no capture
    # is possible: a kutakata from A7 or A8 (the house is functional: singletons allowed).
    @reading-forbidden
    Examples: forbidden
      | reading   | legal                  |
      | forbidden | A7<*, A7>*, A8<*, A8>* |

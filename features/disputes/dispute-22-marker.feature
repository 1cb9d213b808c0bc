Feature: DISPUTE-22: must the own pit be non-empty for a capture?
  WP ¶“A "marker" pit is a pit…” (l.49) defines a marker by the facing pit alone; EN p.5 §Harvesting (l.100), DE p.5 §Ernten (l.99), FR 1.4 and RN §Capturing with Captured Seeds (l.178)
  require the own pit to hold seeds already. See RULINGS.md.

  # Mtaji. South's only seeds: A1 2. North: a6 2 (faces A3), a1 2. South plays A1
  # clockwise: A2 0 -> 1, A3 0 -> 1: the last seed lands in the empty A3, facing a6 = 2.
  @dispute-22 @option-marker @CAP-1 @SOW-7 @EN @DE @FR @RN @WP
  Scenario Outline: DISPUTE-22: a first sowing ends in an empty front pit facing seeds
    Given the option "marker" is "<reading>"
    And the board:
      | b | 8 | 8 | 7 | 7 | 7 | 7 | 7 | 7 |
      | a | 0 | 0 | 2 | 0 | 0 | 0 | 0 | 2 |
      | A | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the JSON move {"pit":"A1","dir":"cw"} is played
    Then the board is:
      | b | 8 | 8 | 7 | 7 | 7 | 7 | 7 | 7 |
      | a | 0 | 0 | <a6> | 0 | 0 | 0 | 0 | 2 |
      | A | <A1> | <A2> | <A3> | <A4> | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

    # EN p.5 §Harvesting (l.100), FR 1.4, RN §Capturing with Captured Seeds (l.178): A3 was empty: no capture; a kutakata that ends there (kulala).
    @reading-own-non-empty
    Examples: own-non-empty
      | reading       | a6 | A1 | A2 | A3 | A4 |
      | own-non-empty | 2  | 0  | 1  | 1  | 0  |

    # WP ¶“A "marker" pit is a pit…” (l.49) letter: A3 faces seeds: capture a6 (2); central pit, clockwise kept, left
    # kichwa: A1 0 -> 1, A2 1 -> 2; a7 is empty: relay 2 from A2: A3 1 -> 2, A4 0 -> 1;
    # A4 faces the empty a5: the move ends.
    @reading-facing-only
    Examples: facing-only
      | reading     | a6 | A1 | A2 | A3 | A4 |
      | facing-only | 0  | 1  | 0  | 2  | 1  |

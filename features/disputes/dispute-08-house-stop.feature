Feature: DISPUTE-8: stop in the house when a capture is possible there?
  EN p.10 §The house (l.193)/DE p.10 §Das Haus (l.187) give the stop-or-go-on choice without a condition; FR 4.2.1.2,
  WP §The nyumba ¶1 (l.80) and RN §To Stop Sowing (l.257) only when no capture is possible from the house. See RULINGS.md.

  # Namua. South: A8 1, house A5 8. North: a1 4 (faces A8), a4 2 (faces A5), a8 3.
  # South plays A8: 1 + 1 = 2, captures a1 = 4; a kichwa: right kichwa: A8 2 -> 3,
  # A7 0 -> 1, A6 0 -> 1, A5 8 -> 9. The last seed is in the house, facing a4 = 2.
  # The move is played without a safari mark.
  @dispute-8 @option-houseStop @HOUSE-4 @CAP-2 @DIR-3 @EN @DE @FR @WP @RN
  Scenario Outline: DISPUTE-8: the last seed lands in the house while the facing pit holds seeds
    Given the option "houseStop" is "<reading>"
    And the board:
      | b | 3 | 3 | 2 | 2 | 2 | 2 | 2 | 2 |
      | a | 3 | 0 | 0 | 8 | 2 | 0 | 0 | 4 |
      | A | 0 | 0 | 0 | 0 | 8 | 0 | 0 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    When the move "A8" is played
    Then the board is:
      | b | 3 | 3 | 2 | 2 | 2 | 2 | 2 | 2 |
      | a | 3 | 0 | 0 | 8 | <a4> | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

    # The capture comes first (FR 4.2.1.2, WP §The nyumba ¶1 (l.80), RN §To Stop Sowing (l.257)): capture a4 (2); central pit,
    # counter-clockwise kept: right kichwa: A8 3 -> 4, A7 1 -> 2. a2 is empty: relay 2 from
    # A7: A6 1 -> 2, A5 9 -> 10. Now a4 is empty: South may stop, and does.
    @reading-only-if-facing-empty
    Examples: only-if-facing-empty
      | reading              | a4 | A5 | A6 | A7 | A8 |
      | only-if-facing-empty | 0  | 10 | 2  | 0  | 4  |

    # The letter of EN p.10 §The house (l.193): South may stop at the first arrival although he could capture; he stops: A5 9, a4 keeps 2.
    @reading-always
    Examples: always
      | reading | a4 | A5 | A6 | A7 | A8 |
      | always  | 2  | 9  | 1  | 1  | 3  |

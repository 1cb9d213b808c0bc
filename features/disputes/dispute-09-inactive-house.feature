Feature: DISPUTE-9: a sowing ends in an inactive house
  EN:193/DE:187 end a kutakata in the house unconditionally; FR 1.6.2 and RN:253 only
  with 6 or more seeds. See RULINGS.md.

  # Namua. South: A1 3, house A5 4 (intact, inactive). a8 and a4 are empty: no capture.
  # South plays A1 clockwise: 3 + 1 = 4 seeds: A2, A3, A4 0 -> 1, A5 4 -> 5: the last seed
  # is in the house, which holds 5.
  @dispute-9 @option-inactiveHouse @HOUSE-2 @HOUSE-3 @KUEN-4 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-9: a namua kutakata ends in an inactive house (4 -> 5)
    Given the option "inactiveHouse" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 2 |
      | a | 0 | 2 | 2 | 8 | 0 | 2 | 0 | 0 |
      | A | 3 | 0 | 0 | 0 | 4 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    When the move "A1>*" is played
    Then the board is:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 2 |
      | a | 0 | 2 | 2 | 8 | 0 | 2 | 0 | 0 |
      | A | 0 | 1 | 1 | 1 | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | <B7> | <B8> |
    And South's house is "<house>"

    # Below 6 the house is an ordinary pit (FR 1.6.2, RN:253): relay 5 from A5: A6, A7, A8,
    # B8, B7 0 -> 1; B7 was empty. The house was emptied: destroyed.
    @reading-ordinary
    Examples: ordinary
      | reading  | A5 | A6 | A7 | A8 | B7 | B8 | house     |
      | ordinary | 0  | 1  | 1  | 1  | 1  | 1  | destroyed |

    # EN:193's letter: a kutakata ending in the house ends there: A5 5, intact.
    @reading-stops
    Examples: stops
      | reading | A5 | A6 | A7 | A8 | B7 | B8 | house  |
      | stops   | 5  | 0  | 0  | 0  | 0  | 0  | intact |

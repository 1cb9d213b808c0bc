Feature: DISPUTE-9: a sowing ends in an inactive house
  EN p.10 §The house (l.193)/DE p.10 §Das Haus (l.187) end a kutakata in the house unconditionally; FR 1.6.2 and RN §Rules of the House, Nyumba (l.253) only
  with 6 or more seeds. The Board Game Arena program stops a mtaji kutakata in its
  owner's house at any count, and treats the namua house below 6 as an ordinary pit
  (stops-in-mtaji). See RULINGS.md.

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

    # Below 6 the house is an ordinary pit (FR 1.6.2, RN §Rules of the House, Nyumba (l.253)): relay 5 from A5: A6, A7, A8,
    # B8, B7 0 -> 1; B7 was empty. The house was emptied: destroyed.
    @reading-ordinary
    Examples: ordinary
      | reading  | A5 | A6 | A7 | A8 | B7 | B8 | house     |
      | ordinary | 0  | 1  | 1  | 1  | 1  | 1  | destroyed |

    # The letter of EN p.10 §The house (l.193): a kutakata ending in the house ends there: A5 5, intact.
    @reading-stops
    Examples: stops
      | reading | A5 | A6 | A7 | A8 | B7 | B8 | house  |
      | stops   | 5  | 0  | 0  | 0  | 0  | 0  | intact |

    # BGA's namua kutakata stops only in a house functional at the move's start: below 6
    # the house is an ordinary pit, as under the ruling.
    @reading-stops-in-mtaji
    Examples: stops-in-mtaji
      | reading        | A5 | A6 | A7 | A8 | B7 | B8 | house     |
      | stops-in-mtaji | 0  | 1  | 1  | 1  | 1  | 1  | destroyed |

  # Mtaji (both stores empty). South: A1 2, A2 3, house A5 4 (intact, inactive). North's
  # a4 (facing A5), a6 (facing A3) and a7 (facing A2) are empty, a8 (facing A1) too: no
  # sowing of South ends in a front pit facing seeds, so South has no capture.
  # South plays A2 clockwise (a kutakata): 3 seeds: A3, A4 0 -> 1, A5 4 -> 5: the last
  # seed is in the house, which holds 5.
  @dispute-9 @option-inactiveHouse @HOUSE-2 @HOUSE-3 @KUEN-1 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-9: a mtaji kutakata ends in an inactive house (4 -> 5)
    Given the option "inactiveHouse" is "<reading>"
    And the board:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 6 |
      | a | 0 | 0 | 0 | 8 | 0 | 2 | 2 | 2 |
      | A | 2 | 3 | 0 | 0 | 4 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South's house is "intact"
    And North's house is "destroyed"
    When the move "A2>*" is played
    Then the board is:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 6 |
      | a | 0 | 0 | 0 | 8 | 0 | 2 | 2 | 2 |
      | A | 2 | 0 | 1 | 1 | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | <B7> | <B8> |
    And South's house is "<house>"
    And North is to move

    # Below 6 the house is an ordinary pit (FR 1.6.2, RN §Rules of the House, Nyumba (l.253)): relay 5 from A5: A6, A7,
    # A8, B8, B7 0 -> 1; B7 was empty: the move ends. The house was emptied: destroyed.
    @reading-ordinary
    Examples: ordinary
      | reading  | A5 | A6 | A7 | A8 | B7 | B8 | house     |
      | ordinary | 0  | 1  | 1  | 1  | 1  | 1  | destroyed |

    # The letter of EN p.10 §The house (l.193): a kutakata ending in the house ends there: A5 5, intact.
    @reading-stops
    Examples: stops
      | reading | A5 | A6 | A7 | A8 | B7 | B8 | house  |
      | stops   | 5  | 0  | 0  | 0  | 0  | 0  | intact |

    # BGA (executeMove, "check if move stops due to still possessing nyumba"): in mtaji
    # the owner's house ends the kutakata whatever it holds: A5 5, intact.
    @reading-stops-in-mtaji
    Examples: stops-in-mtaji
      | reading        | A5 | A6 | A7 | A8 | B7 | B8 | house  |
      | stops-in-mtaji | 5  | 0  | 0  | 0  | 0  | 0  | intact |

Feature: DISPUTE-6: when is the house taxed?
  EN p.6 §New seed (l.129) / p.10 §The house (l.199), DE p.6 §Neues Saatkorn (l.128) / p.10 §Das Haus (l.193), FR 2.3.2, RN §A Takasa Situation with Only Your Nyumba Remaining (l.305–307) tax only the last front pit (FR and RN
  with 6 or more seeds); WP §The nyumba ¶1 (l.80) taxes whenever the house is played. See RULINGS.md.

  # Namua, no capture (a7 and a4, facing A2 and A5, are empty). South: A2 1, house A5 8.
  @dispute-6 @option-taxation @NAMUA-5 @NAMUA-6 @HOUSE-11 @EN @DE @FR @RN @WP
  Scenario Outline: DISPUTE-6(a): a functional house that is not the only front pit
    Given the option "taxation" is "<reading>"
    And the board:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 1 | 0 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"

    # The house may take the seed only as the last front pit (NAMUA-5): A2 only.
    @reading-only-pit
    Examples: only-pit
      | reading  | legal      |
      | only-pit | A2<*, A2>* |

    # EN p.10 §The house (l.199): only the last front pit is taxed: A2 only.
    @reading-any-count
    Examples: any-count
      | reading   | legal      |
      | any-count | A2<*, A2>* |

    # WP §The nyumba ¶1 (l.80): a functional house may always be chosen, and is taxed: A2 or the house.
    @reading-free
    Examples: free
      | reading | legal                  |
      | free    | A2<*, A2>*, A5<*, A5>* |

  # Namua, no capture (a4 is empty). South's only front seeds: house A5 4 (intact).
  # South plays A5 clockwise.
  @dispute-6 @option-taxation @NAMUA-6 @HOUSE-2 @HOUSE-6 @EN @FR @RN
  Scenario Outline: DISPUTE-6(b): an inactive house (4) is the only front pit
    Given the option "taxation" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 3 | 2 | 2 | 2 | 2 |
      | a | 2 | 2 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 0 | 0 | 0 | 4 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    When the move "A5>*" is played
    Then the board is:
      | b | 3 | 3 | 3 | 3 | 2 | 2 | 2 | 2 |
      | a | 2 | 2 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 0 | 0 | 0 | <A5> | 1 | 1 | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | <B7> | <B8> |
    And South's house is "<house>"

    # Taxation needs a functional house (FR 2.3.2, RN §A Takasa Situation with Only Your Nyumba Remaining (l.305–307)): an ordinary kutakata of
    # 4 + 1 = 5: A6, A7, A8, B8, B7 0 -> 1; B7 was empty. The house is emptied: destroyed.
    @reading-only-pit
    Examples: only-pit
      | reading  | A5 | A8 | B7 | B8 | house     |
      | only-pit | 0  | 1  | 1  | 1  | destroyed |

    # The letter of EN p.10 §The house (l.199): the last front pit is taxed whatever its count: 4 + 1 = 5, two
    # leave: A6, A7 0 -> 1; A7 was empty. The house keeps 3, intact.
    @reading-any-count
    Examples: any-count
      | reading   | A5 | A8 | B7 | B8 | house  |
      | any-count | 3  | 0  | 0  | 0  | intact |

    # As only-pit: a house of fewer than 6 is never taxed.
    @reading-free
    Examples: free
      | reading | A5 | A8 | B7 | B8 | house     |
      | free    | 0  | 1  | 1  | 1  | destroyed |

  # Under the Donkers profile (taxation any-count) a destroyed house is an ordinary pit:
  # only an owned house is taxed. Namua: South's only front seeds are A5 2, destroyed
  # (reached from the start: A7> a7> A6< a6< A8+ a8 A7< a7> A6< a6>; harnesses/donkers/
  # README.md, perft). a4 is empty: no capture. South plays A5
  # anticlockwise: the store seed makes 3, all 3 are lifted and sown, A4, A3, A2 0 -> 1;
  # A2 was empty: the move ends. Donkers' engine taxes it instead (performmove sets
  # onlynyumba for a kutakata from A5 as the only front pit without testing ownsnyumba:
  # A5 keeps 1, A4 1, A3 1), against his own rule 2.4b ("the owned house"): his bug 1,
  # not reproduced. It is the whole difference of perft(12) from the start (5 leaves).
  @dispute-6 @NAMUA-3 @NAMUA-6 @HOUSE-1 @EN @FR
  Scenario: DISPUTE-6: under the Donkers profile a destroyed house that is the only front pit is not taxed
    Given the rules profile "donkers"
    And the board:
      | b | 2 | 2 | 1 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 1 | 7 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 2 | 0 | 0 | 0 |
      | B | 1 | 1 | 1 | 1 | 0 | 0 | 1 | 1 |
    And South has 17 seeds in store and North has 17
    And South's house is "destroyed"
    And North's house is "intact"
    When the move "A5<*" is played
    Then the board is:
      | b | 2 | 2 | 1 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 1 | 7 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 1 | 1 | 1 | 0 | 0 | 0 | 0 |
      | B | 1 | 1 | 1 | 1 | 0 | 0 | 1 | 1 |
    And South has 16 seeds in store and North has 17
    And South's house is "destroyed"
    And the trace has no "taxation" event
    And North is to move

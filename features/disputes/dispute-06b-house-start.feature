Feature: DISPUTE-6(b): which namua kutakata may start from an intact house below 6?
  Under the ruling a house of fewer than 6 is an ordinary pit (DISPUTE-6, -10); Donkers'
  generatemoves lets it start beside other pits whatever the taxation reading;
  AbstractPlay's moves keeps it for when nothing else is occupied. See RULINGS.md.

  # Namua, no capture: a7 and a4, facing A2 and A5, are empty. South: A2 2, house A5 3
  # (intact, inactive), B1 2, B2 2, store 10. North: the board of DISPUTE-6(a), store 10.
  @dispute-6 @option-houseStart @NAMUA-3 @NAMUA-5 @NAMUA-8 @HOUSE-2 @EN @FR
  Scenario Outline: DISPUTE-6(b): an inactive house beside a pit of 2
    Given the option "houseStart" is "<reading>"
    And the board:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 2 | 0 | 0 | 3 | 0 | 0 | 0 |
      | B | 2 | 2 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"

    # An ordinary pit of 2 or more: A2 or the house.
    @reading-ordinary
    Examples: ordinary
      | reading  | legal                  |
      | ordinary | A2<*, A2>*, A5<*, A5>* |

    # Donkers: below 6 the owned house is an ordinary start beside other pits.
    @reading-donkers
    Examples: donkers
      | reading | legal                  |
      | donkers | A2<*, A2>*, A5<*, A5>* |

    # AbstractPlay: the house only when nothing else is occupied: A2.
    @reading-abstractplay
    Examples: abstractplay
      | reading      | legal      |
      | abstractplay | A2<*, A2>* |

  # The same board with the letter of EN p.10 §The house (l.199) on taxation (the house only as the last front
  # pit): "ordinary" follows it, "donkers" does not.
  @dispute-6 @option-houseStart @NAMUA-5 @EN
  Scenario Outline: DISPUTE-6(b): an inactive house beside a pit of 2, taxation any-count
    Given the option "houseStart" is "<reading>"
    And the option "taxation" is "any-count"
    And the board:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 2 | 0 | 0 | 3 | 0 | 0 | 0 |
      | B | 2 | 2 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"

    @reading-ordinary
    Examples: ordinary
      | reading  | legal      |
      | ordinary | A2<*, A2>* |

    @reading-donkers
    Examples: donkers
      | reading | legal                  |
      | donkers | A2<*, A2>*, A5<*, A5>* |

    @reading-abstractplay
    Examples: abstractplay
      | reading      | legal      |
      | abstractplay | A2<*, A2>* |

  # South: A2 1, house A5 3 (intact, inactive), B1 2, B2 3. The house is not functional,
  # so DISPUTE-10 (unless-functional) asks for a pit of 2 or more first.
  @dispute-6 @option-houseStart @NAMUA-8 @HOUSE-2 @EN @FR
  Scenario Outline: DISPUTE-6(b): an inactive house beside a singleton
    Given the option "houseStart" is "<reading>"
    And the board:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 1 | 0 | 0 | 3 | 0 | 0 | 0 |
      | B | 2 | 3 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"

    # The house (3) is the only front pit of 2 or more: it must be sown.
    @reading-ordinary
    Examples: ordinary
      | reading  | legal      |
      | ordinary | A5<*, A5>* |

    # The same: the house is an ordinary start, and the pair rule picks it.
    @reading-donkers
    Examples: donkers
      | reading | legal      |
      | donkers | A5<*, A5>* |

    # AbstractPlay: the house is not counted; no other pit holds 2: the singleton A2.
    @reading-abstractplay
    Examples: abstractplay
      | reading      | legal      |
      | abstractplay | A2<*, A2>* |

  # The first board under Donkers' readings (taxation any-count, houseStart donkers):
  # South plays the house clockwise beside A2. It is not the only front pit, so it is not
  # taxed (Donkers' performmove: onlynyumba is false): 3 + 1 = 4 seeds are sown, A6, A7,
  # A8 0 -> 1, B8 0 -> 1 (empty): the move ends; the house is emptied and destroyed.
  @dispute-6 @NAMUA-3 @HOUSE-1 @FR
  Scenario: DISPUTE-6(b): Donkers sows an inactive house beside another pit in full
    Given the option "houseStart" is "donkers"
    And the option "taxation" is "any-count"
    And the board:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 2 | 0 | 0 | 3 | 0 | 0 | 0 |
      | B | 2 | 2 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    When the move "A5>*" is played
    Then the board is:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 2 | 2 |
      | A | 0 | 2 | 0 | 0 | 0 | 1 | 1 | 1 |
      | B | 2 | 2 | 0 | 0 | 0 | 0 | 0 | 1 |
    And South's house is "destroyed"
    And South has 9 seeds in store and North has 10

Feature: DISPUTE-6(b): which namua kutakata may start from an intact house below 6?
  Under the ruling a house of fewer than 6 is an ordinary pit (DISPUTE-6, -10); Donkers'
  generatemoves lets it start beside other pits and taxes it when it is the only one;
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

  # The same board with EN:199's letter on taxation (the house only as the last front
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

  # The board of DISPUTE-6(b): South's only front seeds are the house A5 4 (intact,
  # inactive). South plays A5 clockwise (the hand seed makes 5).
  @dispute-6 @option-houseStart @NAMUA-6 @HOUSE-2 @EN @FR @RN
  Scenario Outline: DISPUTE-6(b): an inactive house is the only front pit
    Given the option "houseStart" is "<reading>"
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

    # Not functional: an ordinary kutakata of 5: A6, A7, A8, B8, B7 0 -> 1 (B7 empty);
    # the house is emptied: destroyed.
    @reading-ordinary
    Examples: ordinary
      | reading  | A5 | A8 | B7 | B8 | house     |
      | ordinary | 0  | 1  | 1  | 1  | destroyed |

    # Donkers (performmove, onlynyumba): the house as the only occupied front pit is
    # taxed whatever its count: two seeds, A6 and A7 0 -> 1 (A7 empty); A5 keeps 3.
    @reading-donkers
    Examples: donkers
      | reading | A5 | A8 | B7 | B8 | house  |
      | donkers | 3  | 0  | 0  | 0  | intact |

    # AbstractPlay: the house may start as the only pit; below 6 it is sown in full.
    @reading-abstractplay
    Examples: abstractplay
      | reading      | A5 | A8 | B7 | B8 | house     |
      | abstractplay | 0  | 1  | 1  | 1  | destroyed |

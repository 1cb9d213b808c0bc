Feature: DISPUTE-10: when must a namua kutakata use a pit of 2 or more?
  EN p.10 §The house (l.205)/DE p.10 §Das Haus (l.199) restrict singletons while the house is destroyed or inactive; FR 2.3.3
  only once it is lost; RN §No Capturing = Takasa (l.245) and WP never. See RULINGS.md.

  # Namua, no capture (a7, a4 and a2, facing A2, A5 and A7, are empty). South: A2 1,
  # house A5 5 (intact, inactive), A7 3.
  @dispute-10 @option-namuaSingletons @NAMUA-8 @HOUSE-2 @EN @DE @FR @RN @WP
  Scenario Outline: DISPUTE-10(a): namua kutakata with an inactive house (5)
    Given the option "namuaSingletons" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 2 | 2 | 2 | 2 | 2 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 0 | 2 |
      | A | 0 | 1 | 0 | 0 | 5 | 0 | 3 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"

    # EN p.10 §The house (l.205)/DE p.10 §Das Haus (l.199): the house is not functional, so a pit of 2 or more: A7, or the
    # inactive house as an ordinary pit; the singleton A2 is barred.
    @reading-unless-functional
    Examples: unless-functional
      | reading           | legal                  |
      | unless-functional | A5<*, A5>*, A7<*, A7>* |

    # FR 2.3.3 letter, BGA: the house is not destroyed, so any non-empty front pit.
    @reading-only-destroyed
    Examples: only-destroyed
      | reading        | legal                              |
      | only-destroyed | A2<*, A2>*, A5<*, A5>*, A7<*, A7>* |

    # RN §No Capturing = Takasa (l.245), WP: any non-empty front pit.
    @reading-never
    Examples: never
      | reading | legal                              |
      | never   | A2<*, A2>*, A5<*, A5>*, A7<*, A7>* |

  # Namua, no capture. South: A2 1, A7 3; the house A5 is empty, so destroyed.
  @dispute-10 @option-namuaSingletons @NAMUA-8 @HOUSE-1 @EN @DE @FR @RN @WP
  Scenario Outline: DISPUTE-10(b): namua kutakata with a destroyed house
    Given the option "namuaSingletons" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 2 | 2 | 2 | 2 | 2 |
      | a | 2 | 0 | 2 | 8 | 0 | 2 | 0 | 2 |
      | A | 0 | 1 | 0 | 0 | 0 | 0 | 3 | 0 |
      | B | 5 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"

    # The house is not functional: A7 (3) only; the singleton A2 is barred.
    @reading-unless-functional
    Examples: unless-functional
      | reading           | legal      |
      | unless-functional | A7<*, A7>* |

    # The house is destroyed: A7 only.
    @reading-only-destroyed
    Examples: only-destroyed
      | reading        | legal      |
      | only-destroyed | A7<*, A7>* |

    # No restriction: A2 or A7.
    @reading-never
    Examples: never
      | reading | legal                  |
      | never   | A2<*, A2>*, A7<*, A7>* |

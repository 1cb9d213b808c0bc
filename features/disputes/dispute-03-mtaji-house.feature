Feature: DISPUTE-3: house privileges in the mtaji phase
  Which house rules survive into phase 2 (EN p.14 §The house (l.270–274), DE p.14 §Das Haus (l.262–266), FR 3.2, 4.2.1.1,
  FR 1.6.2, WP §The nyumba ¶1–3 (l.80–84)). Three options: mtajiHouseTakata (a), mtajiHouseCapture (b),
  houseLostAtCapture (d). Immunity to blocking (c) is agreed by all sources and is
  tested with DISPUTE-18. See RULINGS.md.

  # Mtaji. South: A2 3, house A5 8 (functional). North's only front seeds: a1 2.
  # No capture: A2 clockwise ends in A5, facing the empty a4; A2 the other way and A5
  # either way end in the back row. South plays A2 clockwise: A3 0 -> 1, A4 0 -> 1,
  # A5 8 -> 9: the last seed is in the house.
  @dispute-3 @option-mtajiHouseTakata @HOUSE-3 @HOUSE-7 @HOUSE-8 @KUEN-4 @EN @DE @FR @WP
  Scenario Outline: DISPUTE-3(a): a mtaji kutakata ends in the functional house
    Given the option "mtajiHouseTakata" is "<reading>"
    And the board:
      | b | 6 | 6 | 6 | 6 | 6 | 7 | 7 | 7 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 0 | 3 | 0 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the JSON move {"pit":"A2","dir":"cw"} is played
    Then the board is:
      | b | 6 | 6 | 6 | 6 | 6 | 7 | 7 | 7 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 0 | 0 | 1 | 1 | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | <B3> | <B4> | <B5> | <B6> | <B7> | <B8> |
    And South's house is "<house>"

    # The move ends in the functional house (FR 1.6.2, WP §The nyumba ¶1 (l.80)): A5 holds 9, intact.
    @reading-stops
    Examples: stops
      | reading | A5 | A6 | A7 | A8 | B3 | B4 | B5 | B6 | B7 | B8 | house  |
      | stops   | 9  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | intact |

    # No phase-1 privilege survives (EN p.14 §The house (l.272) read broadly): relay 9 from A5: A6, A7, A8,
    # B8..B3 0 -> 1; B3 was empty: the move ends. The house was emptied: destroyed.
    @reading-relays
    Examples: relays
      | reading | A5 | A6 | A7 | A8 | B3 | B4 | B5 | B6 | B7 | B8 | house     |
      | relays  | 0  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | destroyed |

  # The position of the outline above under the Donkers profile (mtajiHouseTakata stops,
  # houseLostAtCapture lost-when-namua-ends). His own games never hold a house in mtaji;
  # stated here, it stops the kutakata (A2 clockwise: A3 0 -> 1, A4 0 -> 1, A5 8 -> 9,
  # 9 is 6 or more: the move ends in the house), and since South's store is empty the
  # house is lost when his move ends. Donkers' engine (harnesses/donkers, pinned a2155fb)
  # gives the same board and the house not owned.
  @dispute-3 @HOUSE-3 @HOUSE-7 @EN @FR
  Scenario: DISPUTE-3(a, d): under the Donkers profile a stated mtaji house stops a kutakata, then is lost
    Given the rules profile "donkers"
    And the board:
      | b | 6 | 6 | 6 | 6 | 6 | 7 | 7 | 7 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 0 | 3 | 0 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South's house is "intact"
    When the JSON move {"pit":"A2","dir":"cw"} is played
    Then the board is:
      | b | 6 | 6 | 6 | 6 | 6 | 7 | 7 | 7 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 0 | 0 | 1 | 1 | 9 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South's house is "destroyed"
    And the game goes on

  # Mtaji. South: A1 2, A3 1, house A5 8. North: a6 5, a1 2 and his back row.
  # South's only capture: A1 clockwise: A2 0 -> 1, A3 1 -> 2, facing a6 = 5: capture;
  # central pit, clockwise kept: left kichwa: A1 0 -> 1, A2 1 -> 2, A3 2 -> 3, A4 0 -> 1,
  # A5 8 -> 9. The last seed is in the house and a4 is empty.
  @dispute-3 @option-mtajiHouseCapture @HOUSE-4 @HOUSE-8 @EN @DE @FR @WP
  Scenario Outline: DISPUTE-3(b): a mtaji capture move ends in the functional house, facing an empty pit
    Given the option "mtajiHouseCapture" is "<reading>"
    And the board:
      | b | 5 | 5 | 6 | 6 | 6 | 6 | 6 | 6 |
      | a | 0 | 0 | 5 | 0 | 0 | 0 | 0 | 2 |
      | A | 2 | 0 | 1 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then the legal moves are "<legal>"

    # No stop choice in mtaji (EN p.14 §The house (l.272), DE p.14 §Das Haus (l.264)): the only move is A1>, which relays from the house.
    @reading-relays
    Examples: relays
      | reading | legal |
      | relays  | A1>   |

    # Stop or safari, as in namua (WP §The nyumba ¶1 (l.80) main text): two moves, A1> (stop) and A1>+ (safari).
    @reading-choice
    Examples: choice
      | reading | legal     |
      | choice  | A1>, A1>+ |

    # Donkers' engine (a house stated in mtaji): the move ends in the house, no safari:
    # one move, A1> (the stop).
    @reading-stops
    Examples: stops
      | reading | legal |
      | stops   | A1>   |

  # The position above; South plays A1 clockwise and does not ask for a safari.
  @dispute-3 @option-mtajiHouseCapture @HOUSE-4 @HOUSE-5 @HOUSE-1 @EN @DE @WP
  Scenario Outline: DISPUTE-3(b): the same capture played without a safari mark
    Given the option "mtajiHouseCapture" is "<reading>"
    And the board:
      | b | 5 | 5 | 6 | 6 | 6 | 6 | 6 | 6 |
      | a | 0 | 0 | 5 | 0 | 0 | 0 | 0 | 2 |
      | A | 2 | 0 | 1 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the move "A1>" is played
    Then the board is:
      | b | 5 | 5 | 6 | 6 | 6 | 6 | 6 | 6 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 1 | 2 | 3 | 1 | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | <B3> | <B4> | <B5> | <B6> | <B7> | <B8> |
    And South's house is "<house>"

    # Forced relay (safari) from the house: 9 seeds: A6, A7, A8, B8..B3 0 -> 1; B3 was
    # empty: the move ends. The house is destroyed.
    @reading-relays
    Examples: relays
      | reading | A5 | A6 | A7 | A8 | B3 | B4 | B5 | B6 | B7 | B8 | house     |
      | relays  | 0  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | destroyed |

    # Without the safari mark the move stops in the house: A5 holds 9, intact.
    @reading-choice
    Examples: choice
      | reading | A5 | A6 | A7 | A8 | B3 | B4 | B5 | B6 | B7 | B8 | house  |
      | choice  | 9  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | intact |

    # Donkers' engine: the move ends in the house (there is no safari to ask for): A5
    # holds 9, intact (houseLostAtCapture at its default, kept).
    @reading-stops
    Examples: stops
      | reading | A5 | A6 | A7 | A8 | B3 | B4 | B5 | B6 | B7 | B8 | house  |
      | stops   | 9  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | intact |

  # Mtaji. South: A1 2, A3 1, house A5 8 (intact, functional). North: a6 1, a1 2.
  # South's only capture: A1 clockwise: A2 0 -> 1, A3 1 -> 2, facing a6 = 1: capture;
  # central pit, clockwise kept, left kichwa: A1 0 -> 1; A1 was emptied: the move ends.
  # The house is not touched by the move.
  @dispute-3 @option-houseLostAtCapture @HOUSE-1 @HOUSE-7 @EN @DE @FR
  Scenario Outline: DISPUTE-3(d): South keeps a functional house into mtaji and captures elsewhere
    Given the option "houseLostAtCapture" is "<reading>"
    And the board:
      | b | 5 | 5 | 6 | 6 | 6 | 6 | 6 | 6 |
      | a | 0 | 0 | 1 | 0 | 0 | 0 | 0 | 2 |
      | A | 2 | 0 | 1 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
    And South's house is "intact"
    When the move "A1>" is played
    Then the board is:
      | b | 5 | 5 | 6 | 6 | 6 | 6 | 6 | 6 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 1 | 1 | 2 | 0 | 8 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 |
    And South's house is "<house>"

    # EN p.14 §The house (l.270)/DE p.14 §Das Haus (l.262): the house stays functional: intact.
    @reading-kept
    Examples: kept
      | reading | house  |
      | kept    | intact |

    # FR 3.2, 4.2.1.1: lost at its owner's first mtaji capture: destroyed.
    @reading-lost-at-first-capture
    Examples: lost-at-first-capture
      | reading               | house     |
      | lost-at-first-capture | destroyed |

    # Donkers: the house is lost when its owner's namua ends, not at a capture: at the
    # end of every move its owner makes with an empty store (his performmove). This
    # position states an intact house in mtaji; South's store is empty, so the house is
    # lost at the end of his move, capture or not: destroyed.
    @reading-lost-when-namua-ends
    Examples: lost-when-namua-ends
      | reading              | house     |
      | lost-when-namua-ends | destroyed |

  # Namua, South's last store seed (South 1, North 1). South: house A5 8, A6 2, A7 2.
  # North's front pits facing them (a4, a3, a2) are empty: no capture. The functional
  # house may not take the seed (NAMUA-5). South plays A6 clockwise: 2 + 1 = 3 seeds:
  # A7 2 -> 3, A8 0 -> 1, B8 0 -> 1; B8 was empty: the move ends. South's store is empty.
  @dispute-3 @option-houseLostAtCapture @HOUSE-1 @HOUSE-7 @PHASE-1 @EN @DE @FR
  Scenario Outline: DISPUTE-3(d): South's last namua move leaves the house untouched
    Given the option "houseLostAtCapture" is "<reading>"
    And the board:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 4 | 4 |
      | a | 2 | 0 | 2 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 8 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 1 seed in store and North has 1
    When the move "A6>*" is played
    Then the board is:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 4 | 4 |
      | a | 2 | 0 | 2 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 8 | 0 | 3 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |
    And South has 0 seeds in store and North has 1
    And South's house is "<house>"

    # The house keeps its status into mtaji (EN p.14 §The house (l.270)): intact.
    @reading-kept
    Examples: kept
      | reading | house  |
      | kept    | intact |

    # Lost only at a mtaji capture (FR 3.2); there was none: intact.
    @reading-lost-at-first-capture
    Examples: lost-at-first-capture
      | reading               | house  |
      | lost-at-first-capture | intact |

    # Donkers' engine: ownership ends with the owner's last namua move: destroyed.
    @reading-lost-when-namua-ends
    Examples: lost-when-namua-ends
      | reading              | house     |
      | lost-when-namua-ends | destroyed |

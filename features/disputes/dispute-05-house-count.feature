Feature: DISPUTE-5: when are the house's 6 seeds counted?
  FR 1.6.2 counts the house after the last seed lands; BGA counts it at the start of
  the move. Selection and taxation count before the hand seed in every reading.
  See RULINGS.md.

  # Namua. South: A1 3, house A5 5 (intact, inactive). a8 and a4 are empty: no capture.
  # The house is not functional, so South sows a pit of 2 or more: A1 (A1 is not the only
  # front pit, so both directions are open). South plays A1 clockwise: 3 + 1 = 4 seeds:
  # A2, A3, A4 0 -> 1, A5 5 -> 6: the last seed is in the house, which now holds 6.
  @dispute-5 @option-houseCount @HOUSE-2 @HOUSE-3 @KUEN-4 @FR
  Scenario Outline: DISPUTE-5: a namua kutakata brings the house from 5 to 6 with its last seed
    Given the option "houseCount" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | a | 0 | 2 | 2 | 8 | 0 | 0 | 0 | 0 |
      | A | 3 | 0 | 0 | 0 | 5 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    When the move "A1>*" is played
    Then the board is:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | a | 0 | 2 | 2 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 1 | 1 | 1 | <A5> | <A6> | <A7> | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | <B6> | <B7> | <B8> |
    And South's house is "<house>"

    # Counted after the last seed lands (FR 1.6.2): 6, functional: the kutakata ends there.
    @reading-at-decision
    Examples: at-decision
      | reading     | A5 | A6 | A7 | A8 | B6 | B7 | B8 | house  |
      | at-decision | 6  | 0  | 0  | 0  | 0  | 0  | 0  | intact |

    # Counted at the start of the move (BGA): 5, not functional: relay 6 from A5: A6, A7,
    # A8, B8, B7, B6 0 -> 1; B6 was empty: the move ends; the house was emptied: destroyed.
    @reading-at-move-start
    Examples: at-move-start
      | reading       | A5 | A6 | A7 | A8 | B6 | B7 | B8 | house     |
      | at-move-start | 0  | 1  | 1  | 1  | 1  | 1  | 1  | destroyed |

  # Namua. South: A3 1, house A5 5 (intact, inactive), B1 2; North: a6 4 faces A3, a4 is
  # empty. South's only capture: the hand seed into A3 (1 -> 2) captures a6's 4, sown from
  # the right kichwa counter-clockwise: A8, A7, A6 0 -> 1, A5 5 -> 6. The last seed is in
  # the house, which now holds 6, facing the empty a4: the owner may stop there or go on.
  # Under both readings the choice counts the house as it is then (BGA's executeMove keeps
  # the count of the move's start for its kutakata only).
  @dispute-5 @option-houseCount @HOUSE-2 @HOUSE-4 @CAP-4 @FR
  Scenario Outline: DISPUTE-5: a namua capture's last seed brings the house from 5 to 6
    Given the option "houseCount" is "<reading>"
    And the board:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | a | 0 | 2 | 4 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 1 | 0 | 5 | 0 | 0 | 0 |
      | B | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    When the JSON move {"pit":"A3","kichwa":"right"} is played
    Then the board is:
      | b | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | a | 0 | 2 | 0 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 2 | 0 | 6 | 1 | 1 | 1 |
      | B | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South's house is "intact"
    And the trace has a "house-stop" event at A5

    @reading-at-decision
    Examples: at-decision
      | reading     |
      | at-decision |

    @reading-at-move-start
    Examples: at-move-start
      | reading       |
      | at-move-start |

  # Namua. South: A4 2, house A5 5 (intact, inactive), A7 1, B8 11; North: a5, a4 and a2
  # are empty, so no start captures, and the house of 5 is not functional: South sows a
  # pit of 2 or more (A4 or the house). South plays A4 clockwise: 2 + 1 = 3 seeds: A5
  # 5 -> 6, A6 0 -> 1, A7 1 -> 2: relay 2: A8 0 -> 1, B8 11 -> 12: relay 12: B7..B1 and
  # A1..A4 0 -> 1, and the twelfth seed into the house, 6 -> 7. The house passed from 5 to
  # 6 during the move and the last seed makes 7: the readings part on the count at the
  # start of the move, not on the last seed.
  @dispute-5 @option-houseCount @HOUSE-2 @HOUSE-3 @KUEN-1 @FR
  Scenario Outline: DISPUTE-5: a namua kutakata passes the house of 5 and its relay ends there
    Given the option "houseCount" is "<reading>"
    And the board:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 1 |
      | a | 2 | 2 | 2 | 0 | 0 | 2 | 0 | 2 |
      | A | 0 | 0 | 0 | 2 | 5 | 0 | 1 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 11 |
    And South has 10 seeds in store and North has 10
    And North's house is "destroyed"
    When the move "A4>*" is played
    Then the board is:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 1 |
      | a | 2 | 2 | 2 | 0 | 0 | 2 | 0 | 2 |
      | A | <A1> | <A2> | <A3> | <A4> | <A5> | <A6> | <A7> | <A8> |
      | B | <B1> | <B2> | <B3> | <B4> | <B5> | <B6> | <B7> | <B8> |
    And South's house is "<house>"

    # Counted after the last seed lands (FR 1.6.2): 7, functional: the kutakata ends there.
    @reading-at-decision
    Examples: at-decision
      | reading     | A1 | A2 | A3 | A4 | A5 | A6 | A7 | A8 | B1 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | house  |
      | at-decision | 1  | 1  | 1  | 1  | 7  | 1  | 0  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | 0  | intact |

    # Counted at the start of the move (BGA): 5, not functional: relay 7 from A5 (emptied,
    # destroyed): A6 2, A7 1, A8 2, B8 1, B7 2, B6 2, B5 1 -> 2: relay B4 2, B3 2: relay
    # B2 2, B1 2: relay A1 2, A2 2: relay A3 2, A4 2: relay A5 0 -> 1, A6 3: relay A7 2,
    # A8 3, B8 2: relay B7 3, B6 3: relay B5 1, B4 3, B3 0 -> 1: kulala.
    @reading-at-move-start
    Examples: at-move-start
      | reading       | A1 | A2 | A3 | A4 | A5 | A6 | A7 | A8 | B1 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | house     |
      | at-move-start | 2  | 0  | 2  | 0  | 1  | 0  | 2  | 3  | 0  | 2  | 1  | 3  | 1  | 0  | 3  | 0  | destroyed |

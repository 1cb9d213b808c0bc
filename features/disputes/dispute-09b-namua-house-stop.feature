Feature: DISPUTE-9(b): a namua capture move ends in an inactive house
  FR 4.2.1.2 and RN §Rules of the House, Nyumba (l.253) give the stop-or-safari choice only to a house of 6 or more;
  Donkers' engine (performmove, his rule 2.5b) gives it to an owned house of any count.
  See RULINGS.md.

  # Namua. South: A1 1, house A5 3 (intact, inactive), B1..B7 2, store 10.
  # North: a8 5, house a5 6, a1 2 (a4 is empty), b1..b5 2, b6 3, store 10.
  # South's only capture: A1 (its seed makes 2) faces a8 (5); A5 faces the empty a4.
  # South plays A1: capture a8 (5) at a kichwa: the left kichwa, clockwise: A1 2 -> 3,
  # A2, A3, A4 0 -> 1, A5 3 -> 4. The last seed is in the house, which held 3; the
  # facing a4 is empty: no capture there.
  @dispute-9 @option-namuaHouseStop @HOUSE-2 @HOUSE-4 @HOUSE-5 @NAMUA-2 @FR @RN
  Scenario Outline: DISPUTE-9(b): the capture's last seed takes the house from 3 to 4
    Given the option "namuaHouseStop" is "<reading>"
    And the board:
      | b |  0 |  0 |  3 |  2 |  2 |  2 |  2 |  2 |
      | a |  5 |  0 |  0 |  6 |  0 |  0 |  0 |  2 |
      | A |  1 |  0 |  0 |  0 |  3 |  0 |  0 |  0 |
      | B |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  0 |
    And South has 10 seeds in store and North has 10
    Then the legal moves are "<legal>"
    When the JSON move {"pit":"A1"} is played
    Then the board is:
      | b |  0 |  0 |  3 |  2 |  2 |  2 |  2 |  2 |
      | a |  0 |  0 |  0 |  6 |  0 |  0 |  0 |  2 |
      | A |  3 |  1 |  1 |  1 | <A5> | <A6> | <A7> | <A8> |
      | B |  2 |  2 |  2 |  2 |  2 |  2 |  2 | <B8> |
    And South's house is "<house>"

    # Below 6 the house is an ordinary pit: relay 4 from A5 (the house is emptied and
    # destroyed): A6, A7, A8, B8 0 -> 1; B8 was empty: the move ends.
    @reading-functional
    Examples: functional
      | reading    | legal | A5 | A6 | A7 | A8 | B8 | house     |
      | functional | A1    | 0  | 1  | 1  | 1  | 1  | destroyed |

    # Donkers: the owned house offers the choice at any count: A1 stops there, A1+ goes
    # on (a safari). Played without the safari mark, the move stops: A5 4, intact.
    @reading-any-count
    Examples: any-count
      | reading   | legal   | A5 | A6 | A7 | A8 | B8 | house  |
      | any-count | A1, A1+ | 4  | 0  | 0  | 0  | 0  | intact |

  # The same move with the safari mark: the house is emptied (4 seeds: A6, A7, A8, B8)
  # and destroyed, as the relay of the ruling. Under the ruling there is no stop in the
  # house, so there is no safari to choose.
  @dispute-9 @option-namuaHouseStop @HOUSE-4 @HOUSE-5 @FR @RN
  Scenario Outline: DISPUTE-9(b): the safari from an inactive house
    Given the option "namuaHouseStop" is "<reading>"
    And the board:
      | b |  0 |  0 |  3 |  2 |  2 |  2 |  2 |  2 |
      | a |  5 |  0 |  0 |  6 |  0 |  0 |  0 |  2 |
      | A |  1 |  0 |  0 |  0 |  3 |  0 |  0 |  0 |
      | B |  2 |  2 |  2 |  2 |  2 |  2 |  2 |  0 |
    And South has 10 seeds in store and North has 10
    When the JSON move {"pit":"A1","safari":true} is played
    Then <result>

    @reading-functional
    Examples: functional
      | reading    | result                                 |
      | functional | the move is illegal: "no safari" |

    @reading-any-count
    Examples: any-count
      | reading   | result                          |
      | any-count | South's house is "destroyed" |

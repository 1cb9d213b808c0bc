Feature: DISPUTE-26: is kutakatia played in Bao la Kujifunza?
  EN p.15 §Variation Bao for beginners (l.295)/DE p.15 §Variation Bao für Anfänger (l.287) drop blocking; WP is silent. See RULINGS.md.

  # Bao la Kujifunza (no house, no store). South: A4 2, B8 3 and back piles. North:
  # a8 2, a3 3, b5 4. South has no capture; he plays A4 clockwise: A5 0 -> 1, A6 0 -> 1
  # (empty). His only capture next turn: B8 counter-clockwise: A8, A7 0 -> 1, A6 1 -> 2,
  # facing a3. North has no capture. a3 is not North's only front pit with 2 or more (a8).
  @dispute-26 @option-kujifunzaBlocking @VAR-KUJ-3 @BLOCK-1 @EN @DE
  Scenario Outline: DISPUTE-26: a Kujifunza kutakata threatens one North pit
    Given the option "kujifunzaBlocking" is "<reading>"
    And the variant is "kujifunza"
    And the board:
      | b | 0 | 0 | 0 | 4 | 0 | 0 | 0 | 0 |
      | a | 2 | 0 | 0 | 0 | 0 | 3 | 0 | 0 |
      | A | 0 | 0 | 0 | 2 | 0 | 0 | 0 | 0 |
      | B | 0 | 17 | 17 | 16 | 0 | 0 | 0 | 3 |
    When the JSON move {"pit":"A4","dir":"cw"} is played
    Then <block>
    And the legal moves are "<legal>"

    # EN p.15 §Variation Bao for beginners (l.295), DE p.15 §Variation Bao für Anfänger (l.287): no blocking in Kujifunza.
    @reading-off
    Examples: off
      | reading | block             | legal                  |
      | off     | no pit is blocked | a3<*, a3>*, a8<*, a8>* |

    # Donkers' novice opening and AbstractPlay keep it: a3 is blocked.
    @reading-on
    Examples: on
      | reading | block         | legal      |
      | on      | a3 is blocked | a8<*, a8>* |

  # The position after South's A4 clockwise above (A5 and A6 hold 1), North to move, with a
  # block stated on a3. Without kutakatia in Kujifunza a stated block binds nothing (as
  # under kutakatia=off, DISPUTE-31): a3 may be played. BGA (executeMove) reads its
  # blocked field in the second phase of Bao la Kiswahili only.
  @dispute-26 @option-kujifunzaBlocking @VAR-KUJ-3 @BLOCK-4 @EN @DE
  Scenario Outline: DISPUTE-26: a block stated in a Kujifunza position
    Given the option "kujifunzaBlocking" is "<reading>"
    And the variant is "kujifunza"
    And the board:
      | b | 0 | 0 | 0 | 4 | 0 | 0 | 0 | 0 |
      | a | 2 | 0 | 0 | 0 | 0 | 3 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 1 | 1 | 0 | 0 |
      | B | 0 | 17 | 17 | 16 | 0 | 0 | 0 | 3 |
    And North is to move
    And a3 is blocked
    Then the legal moves are "<legal>"

    @reading-off
    Examples: off
      | reading | legal                  |
      | off     | a3<*, a3>*, a8<*, a8>* |

    @reading-on
    Examples: on
      | reading | legal      |
      | on      | a8<*, a8>* |

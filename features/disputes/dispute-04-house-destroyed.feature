Feature: DISPUTE-4: which events destroy the house?
  EN p.10 §The house (l.191)/DE p.10 §Das Haus (l.185) name the opponent's capture and the owner's safari; FR 4.2.1.1, RN §Rules of the House, Nyumba (l.251)
  and WP §The nyumba ¶2 (l.82) any emptying. See RULINGS.md.

  # Namua. South: house A5 4 (never emptied, fewer than 6: inactive), A2 1. North's pits
  # facing them (a4, a7) are empty: no capture. The house is not functional, so a kutakata
  # must use a pit of 2 or more (NAMUA-8): the house, as an ordinary pit. South plays A5
  # clockwise: 4 + 1 = 5 seeds: A6, A7, A8, B8, B7 0 -> 1; B7 was empty: the move ends.
  # The house pit is now empty.
  @dispute-4 @option-houseDestroyedBy @HOUSE-1 @HOUSE-2 @NAMUA-3 @EN @DE @FR @WP @RN
  Scenario Outline: DISPUTE-4: a namua kutakata empties an inactive house
    Given the option "houseDestroyedBy" is "<reading>"
    And the board:
      | b | 4 | 4 | 4 | 3 | 3 | 3 | 3 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 1 | 0 | 0 | 4 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 10 seeds in store and North has 10
    And South's house is "intact"
    When the move "A5>*" is played
    Then the board is:
      | b | 4 | 4 | 4 | 3 | 3 | 3 | 3 | 3 |
      | a | 2 | 0 | 2 | 8 | 0 | 0 | 0 | 0 |
      | A | 0 | 1 | 0 | 0 | 0 | 1 | 1 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 |
    And South's house is "<house>"

    # Any emptying destroys the house (FR 4.2.1.1, RN §Rules of the House, Nyumba (l.251), WP §The nyumba ¶2 (l.82)): destroyed.
    @reading-any-emptying
    Examples: any-emptying
      | reading      | house     |
      | any-emptying | destroyed |

    # The letter of EN p.10 §The house (l.191): only an opponent's capture or a safari destroys it; the pit is empty
    # but the house stays intact (and would be functional again at 6 seeds).
    @reading-capture-or-safari
    Examples: capture-or-safari
      | reading           | house  |
      | capture-or-safari | intact |

Feature: DISPUTE-2: does the seed cap apply beyond the first sowing?
  FR 3.4.2 forbids capturing "from a pit holding more than 15 seeds" without saying
  which sowing; EN p.11 §Harvesting phase (l.213)/DE p.11 §Erntephase (l.207) and WP §Mtaji phase ¶5 (l.76) cap only the start of a move. See RULINGS.md.

  # Mtaji, South to move. Both houses are empty, so destroyed. South's only capture:
  # A6 (2) clockwise: A7 15 -> 16, A8 1 -> 2; A8 faces a1 = 2: capture; a kichwa, so the
  # right kichwa (counter-clockwise): A8 2 -> 3, A7 16 -> 17. a2 is empty: relay 17 from A7:
  # A6 0 -> 1, A5..A1 0 -> 1, B1..B8 0 -> 1, A8 3 -> 4, A7 0 -> 1, A6 1 -> 2 (17 seeds).
  # The last seed lands in A6, which got a seed at the start of this lap, facing a3 = 3.
  @dispute-2 @option-capScope @MTAJI-3 @SEEDCAP-1 @SEEDCAP-3 @KUEN-1 @CAP-6 @EN @FR @WP @RN
  Scenario Outline: DISPUTE-2: a relay of 17 seeds inside a capture move ends on a marker
    Given the option "capScope" is "<reading>"
    And the board:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 6 |
      | a | 0 | 0 | 0 | 0 | 0 | 3 | 0 | 2 |
      | A | 0 | 0 | 0 | 0 | 0 | 2 | 15 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the move "A6>" is played
    Then the board is:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 6 |
      | a | 0 | 0 | 0 | 0 | 0 | <a3> | 0 | 0 |
      | A | <A1> | 1 | <A3> | 1 | <A5> | <A6> | 2 | <A8> |
      | B | 1 | <B2> | <B3> | <B4> | <B5> | <B6> | <B7> | <B8> |
    And <outcome>
    And the move sowed <sown> seeds

    # Only the first sowing is capped: A6 captures a3 (3), North's last front pit. Central
    # pit, counter-clockwise kept: right kichwa: A8 4 -> 5, A7 1 -> 2, A6 2 -> 3; the
    # captured seeds are sown and the game ends (DISPUTE-12). 2 + 2 + 17 + 3 = 24 seeds sown.
    @reading-first-sowing
    Examples: first-sowing
      | reading      | a3 | A1 | A3 | A5 | A6 | A8 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | outcome                         | sown |
      | first-sowing | 0  | 1  | 1  | 1  | 3  | 5  | 1  | 1  | 1  | 1  | 1  | 1  | 1  | South wins by "front-row-empty" | 24   |

    # A relay of 16 or more never captures: relay A6 (2): A5 2, A4 2; relay A4 (2): A3 2, A2 2;
    # relay A2 (2): A1 2, B1 2; relay B1 (2): B2 2, B3 2; relay B3: B4 2, B5 2; relay B5: B6 2,
    # B7 2; relay B7: B8 2, A8 5; relay A8 (5): A7 2, A6 1, A5 3, A4 1, A3 3; relay A3 (3):
    # A2 1, A1 3, B1 0 -> 1: empty, the move ends. a3 keeps its 3 seeds.
    # 2 + 2 + 17 + (2 x 7 + 5 + 3) = 43 seeds sown.
    @reading-every-sowing
    Examples: every-sowing
      | reading      | a3 | A1 | A3 | A5 | A6 | A8 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | outcome          | sown |
      | every-sowing | 3  | 3  | 0  | 3  | 1  | 0  | 2  | 0  | 2  | 0  | 2  | 0  | 2  | the game goes on | 43   |

# Worked examples: A. Rühl's rules, English (EN) and German (DE), SOURCES.md; cited by page,
# section and example ("EN p.4 §Sowing, ex.1"), our copy's line as second key ("(l.92)").
# Their pictures are missing from our copies, so every position is built to fit the text;
# stores are chosen so that each position holds 64 seeds (equal stores when South is
# to move). Where the German and English texts describe the same example, the
# scenario carries both tags. Every expected result is derived by hand, seed by seed;
# the derivation is in the comments.
Feature: Worked examples of Rühl's English and German rules

  # EN p.4 §Sowing, ex.1 (l.92) / DE p.4 §Säen, ex.1 (l.92): "The player extracts all the seeds of the selected pit and chooses
  # clockwise; then he distributes the 4 seeds in the following 4 pits." Mtaji: A2 4,
  # clockwise: A3, A4, A5, A6 0 -> 1; A6 was empty: the move ends. No capture exists
  # (A2 either way ends in an empty pit or in the back row; no other pit holds 2).
  # Claims: the player "chooses a direction" (both directions of A2 are legal);
  # "the 4 seeds in the following 4 pits" (the board, 4 seeds sown).
  @EN-ex @DE-ex @SOW-1 @SOW-3 @MTAJI-1 @SOW-7 @EN @DE
  Scenario: EN/DE p.4 §Sowing ex.1: four seeds sown clockwise from an emptied pit
    Given the board:
      | b | 5 | 5 | 5 | 5 | 4 | 4 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | A | 0 | 4 | 0 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then the legal moves are "A2<*, A2>*"
    When the move "A2>*" is played
    Then the board is:
      | b | 5 | 5 | 5 | 5 | 4 | 4 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 3 | 3 | 3 | 3 |
      | A | 0 | 0 | 1 | 1 | 1 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the move sowed 4 seeds

  # EN p.5 §Sowing, ex.2 (l.96) / DE p.5 §Säen, ex.2 (l.95): captured seeds "must start at a kichwa and happen in direction of the
  # house: the player places the 3 seeds in the first 3 pits of the inner row starting
  # at the left kichwa". Namua: A2 (1) faces a7 = 3, the only capture. Hand seed: A2 2;
  # a kimbi, so the left kichwa: A1 0 -> 1, A2 2 -> 3, A3 0 -> 1; A3 was empty.
  # Claim "this must start at a kichwa": the kichwa is forced (one legal move, A2,
  # with no kichwa to choose).
  @EN-ex @DE-ex @SOW-4 @SOW-5 @DIR-1 @CAP-4 @EN @DE
  Scenario: EN/DE p.5 §Sowing ex.2: three captured seeds sown from the left kichwa
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 3 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    Then the capture moves are "A2"
    When the move "A2" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 0 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 1 | 3 | 1 | 0 | 6 | 2 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the trace has a capture of 3 seeds from a7 entered at the left kichwa

  # EN p.5 §Harvesting, ex.1 (l.106) / DE p.5 §Ernten, ex.1 (l.105): "The player sowed a seed in the 6th pit of the inner row. In the
  # adjacent opposing pit he finds seeds, so he harvests them and sows them from the
  # right kichwa." Namua: A6 2 faces a3 = 2; A6 is central, so South picks the right
  # kichwa: A8 0 -> 1, A7 0 -> 1; A7 was empty: the move ends.
  @EN-ex @DE-ex @NAMUA-2 @CAP-4 @DIR-2 @SOW-4 @EN @DE
  Scenario: EN/DE p.5 §Harvesting ex.1: a capture at the 6th pit sown from the right kichwa
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 2 | 2 | 6 | 0 | 2 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 2 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 22 seeds in store and North has 22
    Then the legal moves are "A6<, A6>"
    When the move "A6>" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 2 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 3 | 1 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the trace has a capture of 2 seeds from a3 entered at the right kichwa

  # EN p.6 §New seed, ex.1 (l.135) / DE p.6 §Neues Saatkorn, ex.1 (l.134): "At the start of the game, only the 6th and 7th pit of the inner
  # row are available, since they are non-empty. The house must not be selected,
  # because other non-empty pits are available and no harvest is possible."
  @EN-ex @DE-ex @NAMUA-4 @NAMUA-5 @SETUP-1 @EN @DE
  Scenario: EN/DE p.6 §New seed ex.1: the first move of the game
    Given the start position
    Then the legal moves are "A6<*, A6>*, A7<*, A7>*"

  # EN p.6 §New seed, ex.2 (l.138) / DE p.6 §Neues Saatkorn, ex.2 (l.137): "a harvest is possible in 3 different pits ... Also, the house may
  # be selected, since a harvest is possible from there ... the opposing seed threatens
  # the player's house." Namua: A2 1 faces a7 1, A6 2 faces a3 1, A7 2 faces a2 1, and
  # the house A5 6 faces a4 1. A2 and A7 are a kimbi (kichwa forced); A6 and A5 are
  # central (kichwa chosen).
  @EN-ex @DE-ex @NAMUA-7 @CAP-3 @DIR-1 @DIR-2 @EN @DE
  Scenario: EN/DE p.6 §New seed ex.2: three pits and the house can capture
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 1 | 1 | 6 | 1 | 1 | 1 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    Then the legal moves are "A2, A5<, A5>, A6<, A6>, A7"
    And the capture moves are "A2, A5<, A5>, A6<, A6>, A7"

  # EN p.6 §New seed, ex.2 (l.138) / DE p.6 §Neues Saatkorn, ex.2 (l.137): "the opposing seed threatens the player's house, because the
  # opponent would be able to harvest it in his next move", derived: South captures
  # elsewhere, A2 (a7 = 1 to the left kichwa: A1 0 -> 1, empty, the move ends).
  # North's a4 (1) faces A5 (6): North's captures are a4 and a3 (1, facing A6 = 2),
  # both central (two kichwa each), and the kimbi a2 (1, facing A7 = 2); a6 faces
  # the empty A3, the house a5 the empty A4. Two of them end in North's house, with
  # stop or safari (two moves each): a2 takes A7's 2 from a1 (a1 1, a2 3), relays
  # a2's 3 to a3 2, a4 2, a5 7; a3 sown from a1 (a1 1, a2 2) takes A7 there, then
  # a1 2, a2 3, and the relay of a2's 3 ends in a5 the same way. North takes the
  # house with a4: 6 seeds, and South's house is destroyed.
  @EN-ex @DE-ex @NAMUA-7 @CAP-3 @HOUSE-1 @EN @DE
  Scenario: EN/DE p.6 §New seed ex.2: the seed facing the house threatens it
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 1 | 1 | 6 | 1 | 1 | 1 | 0 |
      | A | 0 | 1 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    When the move "A2" is played
    Then the capture moves are "a2, a2+, a3<, a3<+, a3>, a4<, a4>"
    When the move "a4<" is played
    Then the trace has a capture of 6 seeds from A5
    And South's house is "destroyed"

  # EN p.7 §Move without capture, ex.1 (l.148) / DE p.7 §Spielzug ohne Ernte, ex.1 (l.147): "He sows a new seed into the 6th pit ... extracts all the seeds and
  # chooses clockwise ... sows 1 seed in each of the following 3 pits. Because the last
  # seed falls into an empty pit, the move ends." The start position: A6 2 + 1 = 3:
  # A7 2 -> 3, A8 0 -> 1, B8 0 -> 1 (empty). Claims: "not able to harvest";
  # "1 seed in each of the following 3 pits"; "the last seed falls into an
  # empty pit, the move ends" (at B8).
  @EN-ex @DE-ex @NAMUA-3 @SOW-7 @SOW-1 @EN @DE
  Scenario: EN/DE p.7 §Move without capture ex.1: a kutakata from the 6th pit ends in an empty pit
    Given the start position
    Then the side to move cannot capture
    When the move "A6>*" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 2 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 0 | 3 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 |
    And South has 21 seeds in store and North has 22
    And the move sowed 3 seeds
    And the trace has a "move-end" event at B8

  # EN p.7 §Move without capture, ex.2 (l.152) / DE p.7 §Spielzug ohne Ernte, ex.2 (l.150): kutakata from the 6th pit clockwise; "the last seed falls into a
  # non-empty pit. The player again extracts all the seeds and sows further in the same
  # direction, which then ends in an empty pit." Namua, no capture (A5, A6, A8 face the
  # empty a4, a3, a1). The house is functional, so the singleton A6 may be played:
  # A6 1 + 1 = 2: A7 0 -> 1, A8 1 -> 2; relay 2 from A8: B8 0 -> 1, B7 0 -> 1 (empty).
  @EN-ex @DE-ex @NAMUA-3 @KUEN-1 @CAP-5 @EN @DE
  Scenario: EN/DE p.7 §Move without capture ex.2: a kutakata with one relay
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 2 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 1 | 0 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 22 seeds in store and North has 22
    Then the side to move cannot capture
    When the move "A6>*" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 2 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 0 | 1 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 |
    And the trace has a relay of 2 seeds from A8
    And the trace has a "move-end" event at B7

  # EN p.8 §Move with capture, ex.1 (l.166) / DE p.8 §Spielzug mit Ernte, ex.1 (l.162): "He sows a seed from the store into his house. Then he extracts
  # the opposing seed and is allowed to choose a kichwa ... He chooses the right one and
  # sows the seed there. Because the pit was empty, his move ends." Namua: the house
  # A5 6 faces a4 = 1 (the only capture). A5 6 -> 7; right kichwa: A8 0 -> 1 (empty).
  # Claims: "allowed to choose a kichwa" (A5< and A5> both legal); "because the pit
  # was empty, his move ends" (at A8).
  @EN-ex @DE-ex @NAMUA-7 @DIR-2 @SOW-7 @EN @DE
  Scenario: EN/DE p.8 §Move with capture ex.1: a capture from the house, entered at the right kichwa
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 2 | 2 | 6 | 1 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 2 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 21 seeds in store and North has 21
    Then the capture moves are "A5<, A5>"
    When the move "A5>" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 1 | 2 | 2 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 7 | 2 | 2 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the trace has a capture of 1 seed from a4 entered at the right kichwa
    And the trace has a "move-end" event at A8

  # EN p.8 §Move with capture, ex.2 (l.170) / DE p.8 §Spielzug mit Ernte, ex.2 (l.166): "able to harvest from the 2nd and 6th pit. He chooses the 2nd ...
  # sows them starting from the left kichwa, because the harvest took place in a kimbi.
  # After the sowing, his move ends due to an empty pit." Namua: A2 1 faces a7 = 4, A6 1
  # faces a3 = 1. A2 1 -> 2; left kichwa: A1 0 -> 1, A2 2 -> 3, A3 0 -> 1, A4 0 -> 1;
  # A4 was empty.
  @EN-ex @DE-ex @DIR-1 @CAP-3 @SOW-7 @EN @DE
  Scenario: EN/DE p.8 §Move with capture ex.2: a capture at the left kimbi
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 4 | 0 | 6 | 0 | 1 | 0 | 1 |
      | A | 0 | 1 | 0 | 0 | 6 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 22 seeds in store and North has 22
    Then the legal moves are "A2, A6<, A6>"
    And the capture moves are "A2, A6<, A6>"
    When the move "A2" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 6 | 0 | 1 | 0 | 1 |
      | A | 1 | 3 | 1 | 1 | 6 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the trace has a capture of 4 seeds from a7 entered at the left kichwa
    And the trace has a "move-end" event at A4

  # EN p.9 §Multiple harvests and reversal of direction, ex.1 (l.184) / DE p.9 §Mehrere Ernten und Richtungswechsel, ex.1 (l.178): "sows into the house and harvests the opposing seed ... chooses the
  # right one ... This leads to another sowing, of which the last seed again allows for
  # harvesting. The sowing starts from the same kichwa again to keep the previous
  # direction (even though the move ends and no moving in a direction occurs)."
  # Namua: house A5 6 faces a4 = 1; A6 1 faces a3 = 1; A8 1 faces the empty a1.
  # A5 6 -> 7, capture a4 (1), right kichwa: A8 1 -> 2; a1 is empty: relay 2 from A8:
  # A7 0 -> 1, A6 1 -> 2; A6 faces a3: capture (1); central, counter-clockwise kept:
  # the right kichwa again: A8 0 -> 1 (emptied by the relay): the move ends.
  # Claims: "the free choice which kichwa" (A5< and A5> both legal; A6 also
  # captures, a3); the relay of A8's 2; the second capture keeps the direction.
  # A6 captures too: hand seed A6 2, a3 (1) from either kichwa; from the left
  # A1 0 -> 1 ends; from the right A8 1 -> 2, relay 2: A7 1, A6 3, relay 3 (a3
  # is empty now): A5 7, A4 1, A3 1, empty. No move ends in the house.
  @EN-ex @DE-ex @DIR-3 @CAP-6 @KUEN-2 @NAMUA-7 @EN @DE
  Scenario: EN/DE p.9 §Multiple harvests and reversal of direction ex.1: the second capture enters at the same kichwa
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 2 | 0 | 6 | 1 | 1 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 6 | 1 | 0 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 22 seeds in store and North has 22
    Then the capture moves are "A5<, A5>, A6<, A6>"
    When the move "A5>" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 2 | 0 | 6 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 0 | 7 | 2 | 1 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the trace has a capture of 1 seed from a4 entered at the right kichwa
    And the trace has a relay of 2 seeds from A8
    And the trace has a capture of 1 seed from a3 entered at the right kichwa
    And the capture of a3 keeps the direction
    And the trace has a "move-end" event at A8

  # EN p.9 §Multiple harvests and reversal of direction, ex.2 (l.187) / DE p.9 §Mehrere Ernten und Richtungswechsel, ex.2 (l.181): "sows into the 6th pit ... capture 7 seeds ... chooses the right
  # one ... The last seed of the following sowing allows for a harvest. But now he has
  # to choose the left kichwa, since the harvest took place in the left kimbi ...
  # reversing it. The sowing ends in a non-empty pit but without a harvest. The move is
  # continued with another sowing [DE: with the 3 seeds of this pit], which finally ends
  # in the house. The player decides to end his move here."
  # Namua: A2 1, house A5 6, A6 1; North a3 7, a7 2 (a4 empty). A6 1 -> 2, capture a3
  # (7), right kichwa: A8, A7 0 -> 1, A6 2 -> 3, A5 6 -> 7, A4, A3 0 -> 1, A2 1 -> 2.
  # A2 faces a7 = 2: capture; kimbi: left kichwa, clockwise now: A1 0 -> 1, A2 2 -> 3.
  # a7 is empty: relay the 3 seeds of A2: A3 1 -> 2, A4 1 -> 2, A5 7 -> 8: the house,
  # facing the empty a4: South stops.
  # Claims derived: the free choice of kichwa (A6< and A6> both legal), the
  # reversal at the kimbi, the relay "with the 3 seeds of this pit" (DE), and the
  # choice to stop in the house (A6> and A6>+ both legal). The other captures:
  # A6 to the left: A1..A7 get the 7 seeds, A7 was empty: the move ends; A2 (1,
  # facing a7 = 2, a kimbi): A1 1, A2 3, relay 3: A3, A4 1, A5 7, the house
  # again: stop or safari.
  @EN-ex @DE-ex @DIR-1 @DIR-2 @CAP-6 @KUEN-1 @HOUSE-4 @EN @DE
  Scenario: EN/DE p.9 §Multiple harvests and reversal of direction ex.2: a reversal at the left kimbi, then a stop in the house
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 2 | 0 | 6 | 0 | 7 | 0 | 1 |
      | A | 0 | 1 | 0 | 0 | 6 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 20 seeds in store and North has 20
    Then the capture moves are "A2, A2+, A6<, A6>, A6>+"
    When the move "A6>" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 6 | 0 | 0 | 0 | 1 |
      | A | 1 | 0 | 2 | 2 | 8 | 3 | 1 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And the trace has a capture of 7 seeds from a3 entered at the right kichwa
    And the trace has a capture of 2 seeds from a7 entered at the left kichwa
    And the capture of a7 reverses the direction
    And the trace has a relay of 3 seeds from A2
    And the trace has a "house-stop" event at A5
    And South's house is "intact"

  # EN p.10 §The house, ex.1 (l.197) / DE p.10 §Das Haus, ex.1 (l.191): the same move, going on: "He extracts all the seeds of his house
  # and sows them in the same direction. By this, he destroyed his house ("safari")."
  # Safari: 8 from A5 clockwise: A6 3 -> 4, A7 1 -> 2, A8 1 -> 2, B8, B7, B6, B5, B4
  # 0 -> 1; B4 was empty: the move ends.
  @EN-ex @DE-ex @HOUSE-4 @HOUSE-5 @HOUSE-1 @EN @DE
  Scenario: EN/DE p.10 §The house ex.1: the safari
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 2 | 0 | 6 | 0 | 7 | 0 | 1 |
      | A | 0 | 1 | 0 | 0 | 6 | 1 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 20 seeds in store and North has 20
    When the move "A6>+" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 0 | 0 | 0 | 6 | 0 | 0 | 0 | 1 |
      | A | 1 | 0 | 2 | 2 | 0 | 4 | 2 | 2 |
      | B | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 1 |
    And South's house is "destroyed"
    And the trace has a "safari" event

  # EN p.10 §The house, ex.2 (l.203) / DE p.10 §Das Haus, ex.2 (l.197): "The house is the only non-empty pit of the inner row ... not able
  # to harvest ... extracts exactly 2 seeds from the house again and sows them ...
  # counterclockwise. After the move the house is left with less than 6 seeds."
  # Namua: A5 6 alone, a4 empty. 6 + 1 = 7, two leave: A4 0 -> 1, A3 0 -> 1 (empty);
  # the house keeps 5: intact but no longer functional.
  # Claims derived: "not able to harvest", "he must choose the house" (the only
  # legal moves are the house's two taxations), "exactly 2 seeds" (2 sown).
  @EN-ex @DE-ex @NAMUA-6 @HOUSE-6 @HOUSE-2 @EN @DE
  Scenario: EN/DE p.10 §The house ex.2: taxation leaves the house with 5
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 2 | 2 | 6 | 0 | 0 | 0 | 2 |
      | A | 0 | 0 | 0 | 0 | 6 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has 22 seeds in store and North has 22
    Then the side to move cannot capture
    And the legal moves are "A5<*, A5>*"
    When the move "A5<*" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | a | 2 | 2 | 2 | 6 | 0 | 0 | 0 | 2 |
      | A | 0 | 0 | 1 | 1 | 5 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South's house is "intact"
    And the trace has a "taxation" event
    And the move sowed 2 seeds

  # DE p.11 §Spielzug ohne Ernte, ex.1 (l.219) (EN p.12 §Move without capture (l.222–228) has only empty placeholders): phase 2, no capture; "he must, if
  # possible, choose a pit of the inner row, here the 4th or the 7th pit. He chooses the
  # 4th clockwise, sows the 3 seeds into the next 3 pits. The sowing ends in a non-empty
  # pit, so another sowing, in the same direction; the last seed falls into an empty
  # pit." Mtaji: A1 1, A4 3, A7 2. No capture: A4 clockwise ends in A7, facing the empty
  # a2; A4 the other way in A1, facing the empty a8; A7 in B8 or the empty A5.
  # A4 clockwise: A5, A6 0 -> 1, A7 2 -> 3; relay 3 from A7: A8, B8, B7 0 -> 1 (empty).
  @DE-ex @MTAJI-4 @KUEN-1 @CAP-5 @DE
  Scenario: DE p.11 §Spielzug ohne Ernte ex.1: a mtaji kutakata from the 4th pit with one relay
    Given the board:
      | b | 6 | 6 | 6 | 5 | 5 | 5 | 5 | 5 |
      | a | 0 | 3 | 3 | 0 | 3 | 3 | 0 | 3 |
      | A | 1 | 0 | 0 | 3 | 0 | 0 | 2 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then the side to move cannot capture
    And the legal moves are "A4<*, A4>*, A7<*, A7>*"
    When the move "A4>*" is played
    Then the board is:
      | b | 6 | 6 | 6 | 5 | 5 | 5 | 5 | 5 |
      | a | 0 | 3 | 3 | 0 | 3 | 3 | 0 | 3 |
      | A | 1 | 0 | 0 | 0 | 1 | 1 | 0 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 1 |
    And the trace has a relay of 3 seeds from A7
    And the trace has a "move-end" event at B7

  # DE p.12 §Spielzug ohne Ernte, ex.2 (l.223): phase 2, no capture, "no pit of the inner row holds more than 1 seed. He
  # must choose the outer row: the 5th and the 8th pit. He chooses the 8th,
  # counter-clockwise. He sows the 2 seeds and lands in a non-empty pit. Again the last
  # seed lands in a non-empty pit, facing a non-empty opponent pit; he may not capture,
  # since the move did not start with a capture. A further sowing ends in an empty pit."
  # Mtaji: A5 1 (house destroyed), A7 1, B5 2, B8 2. No capture: B8 counter-clockwise
  # ends in A7, facing the empty a2; the others end in the back row.
  # B8: A8 0 -> 1, A7 1 -> 2; relay 2 from A7: A6 0 -> 1, A5 1 -> 2, facing a4 = 2: no
  # capture in a kutakata; relay 2 from A5: A4 0 -> 1, A3 0 -> 1 (empty).
  @DE-ex @MTAJI-4 @CAP-5 @KUEN-1 @SOW-1 @DE
  Scenario: DE p.12 §Spielzug ohne Ernte ex.2: a back-row kutakata that passes a marker
    Given the board:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 2 | 3 | 0 | 3 |
      | A | 0 | 0 | 0 | 0 | 1 | 0 | 1 | 0 |
      | B | 0 | 0 | 0 | 0 | 2 | 0 | 0 | 2 |
    And South's house is "destroyed"
    Then the side to move cannot capture
    And the legal moves are "B5<*, B5>*, B8<*, B8>*"
    When the move "B8>*" is played
    Then the board is:
      | b | 5 | 5 | 5 | 5 | 5 | 5 | 4 | 4 |
      | a | 3 | 3 | 3 | 3 | 2 | 3 | 0 | 3 |
      | A | 0 | 0 | 1 | 1 | 0 | 1 | 0 | 1 |
      | B | 0 | 0 | 0 | 0 | 2 | 0 | 0 | 0 |
    And the trace has a relay of 2 seeds from A7
    And the trace has a relay of 2 seeds from A5
    And the trace has no "capture" event
    And the trace has a "move-end" event at A3

  # EN p.13 §Move with capture, ex.1 (l.244) / DE p.13 §Spielzug mit Ernte, ex.1 (l.240): "He can choose between the 2nd and 3rd pit, because, clockwise in
  # each case, a pit is reached where the player can harvest. Also, the 7th pit of the
  # outer row ... counterclockwise. Only the 6th pit of the outer row is not possible,
  # since a counterclockwise sowing would reach the inner pit only after another
  # sowing. He chooses the 2nd pit, clockwise. He sows 3 seeds and reaches a pit where a
  # harvest is possible [DE: the 5th]. To keep the direction, the left kichwa; from
  # there he reaches another non-empty pit [DE: the 3rd]. No harvest: another sowing
  # [DE: up to the 7th]. A harvest; now the right kichwa (a kimbi): the direction is
  # reversed. The last seed falls into an empty pit."
  # Mtaji. South: A2 3, A3 2, A5 1, A7 1, B6 2, B7 3, B8 1 (house destroyed).
  # North: a4 3, a2 1, a1 2. Captures: A2 clockwise (A3, A4, A5 1 -> 2 facing a4);
  # A3 clockwise (A4, A5 1 -> 2 facing a4); B7 counter-clockwise (B8 1 -> 2, A8 0 -> 1,
  # A7 1 -> 2 facing a2). B6 counter-clockwise ends in B8 (non-empty, back row): no.
  # A2 clockwise: A3 2 -> 3, A4 0 -> 1, A5 1 -> 2; capture a4 (3); central, clockwise
  # kept: left kichwa: A1 0 -> 1, A2 0 -> 1, A3 3 -> 4. a6 is empty: relay 4 from A3:
  # A4 1 -> 2, A5 2 -> 3, A6 0 -> 1, A7 1 -> 2. A7 faces a2 = 1: capture; kimbi: right
  # kichwa, counter-clockwise: A8 0 -> 1 (empty): the move ends.
  @EN-ex @DE-ex @MTAJI-6 @CAP-8 @DIR-1 @DIR-4 @KUEN-2 @MTAJI-2 @EN @DE
  Scenario: EN/DE p.13 §Move with capture ex.1: a mtaji capture with a relay and a reversal
    Given the board:
      | b | 6 | 6 | 6 | 6 | 6 | 5 | 5 | 5 |
      | a | 0 | 0 | 0 | 0 | 3 | 0 | 1 | 2 |
      | A | 0 | 3 | 2 | 0 | 1 | 0 | 1 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 2 | 3 | 1 |
    And South's house is "destroyed"
    Then the capture moves are "A2>, A3>, B7>"
    When the move "A2>" is played
    Then the board is:
      | b | 6 | 6 | 6 | 6 | 6 | 5 | 5 | 5 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | 1 | 1 | 0 | 2 | 3 | 1 | 2 | 1 |
      | B | 0 | 0 | 0 | 0 | 0 | 2 | 3 | 1 |
    And the trace has a capture of 3 seeds from a4 entered at the left kichwa
    And the capture of a4 keeps the direction
    And the trace has a relay of 4 seeds from A3
    And the trace has a capture of 1 seed from a2 entered at the right kichwa
    And the capture of a2 reverses the direction
    And the trace has a "move-end" event at A8

  # EN p.14 §Blocking, ex.1 (l.266) / DE p.14 §Blockieren, ex.1 (l.258), blocking: "(1) The player is not able to harvest. He cannot start
  # from the inner row, so he executes a move without harvest from the 1st pit of the
  # outer row, clockwise. (2) The last seed falls into an empty pit adjacent to an
  # opposing pit which is non-empty and the move ends. This non-empty pit of the
  # opponent is the only pit which is harvestable [DE: namely from the 6th pit of the
  # inner row, counter-clockwise]. (3) This blocks the opponent's pit ... He is also
  # not allowed to do this indirectly with a move starting, from the current
  # perspective, from the right-most pit [DE: the upper right pit] to the left, which
  # would bring it to the blocked pit after another sowing. If he still chooses to
  # play this move, it would end in the blocked pit. (4) The player must harvest the
  # blocked pit in his next move. He also would have to do it, if a new situation
  # occurred with alternative harvests."
  # The position fits every claim of both texts, DE's "from the 6th pit,
  # counter-clockwise" included. It was found by a search (a throwaway program, not
  # part of the project), then derived by hand. Mtaji, houses destroyed. South: A4 1,
  # B1 20, B5 3, B7 14. North: a8 1, a5 1, b1 24. (The earlier position of this
  # example did not fit DE's "from the 6th pit"; notes/spec.md says why.)
  # (1) South's front row holds only the singleton A4 (the scenario "the inner row
  # cannot start"). No capture: B7 (14) ends in the empty A8 or in B5 (back row), B5
  # (3) in the back row either way, and B1 holds more than 15 (SEEDCAP).
  # (2) B1 clockwise, 20 seeds: one lap (A1..A8, B8..B1 get 1 each: A4 2, B7 15,
  # B5 4, B1 1), then A1 2, A2 2, A3 2, A4 3: relay 3 from A4: A5 2, A6 2, A7 2;
  # relay 2 from A7: A8 2, B8 2; relay 2 from B8: B7 16, B6 2; relay 2 from B6: B5
  # 5, B4 2; relay 2 from B4: B3 2, B2 2; relay 2 from B2: B1 2, A1 3; relay 3 from
  # A1: A2 3, A3 3, A4 0 -> 1, empty: the move ends in A4, facing a5 (1). South's
  # only capture now: A6 (2) counter-clockwise, A5 3, A4 2 facing a5 (the scenario
  # "the only harvest"). A2 and A3 (3) end in A5 facing the empty a4, in A6 facing
  # the empty a3, or in the back row; A5 (2) in the empty A7 or in A3 facing the
  # empty a6; A6 clockwise and A8 (2) end in A8 facing the empty a1, in A6 facing
  # the empty a3, or in the back row; B1 (2) ends in A2 facing the empty a7; B3 (2)
  # in the back row; B5 (5) in the empty A1 or A7; B7 holds 16. So a5 is blocked:
  # North cannot capture (his front pits are singletons, b1 holds more than 15), a5
  # is not a functional house and not his last occupied front pit (a8). North's
  # front row holds no pair, so he sows b1, either way; no move of his blocks, since
  # South can capture a5 after each (DISPUTE-17).
  @EN-ex @DE-ex @BLOCK-1 @BLOCK-2 @MTAJI-4 @EN @DE
  Scenario: EN/DE p.14 §Blocking ex.1: the kutakata from B1 leaves one harvest and blocks it
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | B | 20 | 0 | 0 | 0 | 3 | 0 | 14 | 0 |
    And North's house is "destroyed"
    Then the side to move cannot capture
    When the JSON move {"pit":"B1","dir":"cw"} is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | A | 0 | 3 | 3 | 1 | 2 | 2 | 0 | 2 |
      | B | 2 | 0 | 2 | 0 | 5 | 0 | 16 | 0 |
    And the trace has a "move-end" event at A4
    And a5 is blocked
    And the trace has a "block-set" event at a5
    And the side to move cannot capture
    And the legal moves are "b1<*, b1>*"

  # (3) North may not empty a5 (a singleton here, which could not start a move
  # anyway: kutakatia.feature "The blocked pit cannot start North's kutakata"
  # derives that rule). b1 to the left (counter-clockwise for North): 24 seeds, one
  # lap (b2..b8, a8..a1, b1 get 1) and b2..b8, a8: a8 1 -> 3, relay 3 from a8: a7 2,
  # a6 2, a5 1 -> 3: the blocked pit: the move ends there (BLOCK-4).
  # (4) South must capture a5. North's sowing filled a1, a4, a7...: alternative
  # harvests now exist (A2 clockwise ends in A5 facing a4 = 1: the last scenario).
  # The legal moves are the two that take a5: A6 counter-clockwise (A5 3, A4 2,
  # capture a5's 3), and A6 clockwise (A7 1, A8 3 facing a1 = 1: capture, right
  # kichwa A8 4, relay 4 counter-clockwise: A7 2, A6 1, A5 3, A4 2 facing a5:
  # capture).
  @EN-ex @DE-ex @BLOCK-4 @BLOCK-6 @KUEN-5 @MTAJI-4 @EN @DE
  Scenario: EN/DE p.14 §Blocking ex.1: the blocked pit stops North's relay, and South must capture it
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | B | 20 | 0 | 0 | 0 | 3 | 0 | 14 | 0 |
    And North's house is "destroyed"
    When the JSON move {"pit":"B1","dir":"cw"} is played
    And the JSON move {"pit":"b1","dir":"ccw"} is played
    Then the board is:
      | b | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 1 |
      | a | 0 | 2 | 2 | 3 | 1 | 1 | 1 | 1 |
      | A | 0 | 3 | 3 | 1 | 2 | 2 | 0 | 2 |
      | B | 2 | 0 | 2 | 0 | 5 | 0 | 16 | 0 |
    And the trace has a relay of 3 seeds from a8
    And the trace has a "move-end" event at a5
    And the side to move must capture a5
    And the capture moves are "A6<, A6>"
    And the legal moves are "A6<, A6>"

  # EN p.14 §Blocking, ex.1 (l.266) (1) / DE p.14 §Blockieren, ex.1 (l.258) (1): "He cannot start from the inner row": South's only
  # front seed is the singleton A4, and a move starts from a pit of 2 or more.
  @EN-ex @DE-ex @SOW-8 @MTAJI-4 @EN @DE
  Scenario: EN/DE p.14 §Blocking ex.1: the inner row cannot start the move
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | B | 20 | 0 | 0 | 0 | 3 | 0 | 14 | 0 |
    And North's house is "destroyed"
    When the JSON move {"pit":"A4","dir":"cw"} is played
    Then the move is illegal: "A4 holds a single seed"

  # DE p.14 §Blockieren, ex.1 (l.258) (2): "this pit would be the only possible harvest for the next move,
  # namely from the 6th pit of the inner row, counter-clockwise": the board after
  # South's B1 (derived above), with South to move as if North left it unchanged.
  # The only capture is A6 counter-clockwise (the derivation is above). Played: A5
  # 3, A4 1 -> 2, capture a5 (1); central, counter-clockwise kept: the right kichwa,
  # A8 2 -> 3, facing the empty a1: relay 3 from A8: A7 1, A6 1, A5 4, facing the
  # empty a4 (the house is destroyed): relay 4 from A5: A4 3, A3 4, A2 4, A1 0 -> 1,
  # empty: the move ends.
  @DE-ex @MTAJI-2 @BLOCK-1 @DE
  Scenario: DE p.14 §Blockieren ex.1: the only harvest the blocking move leaves is A6 counter-clockwise
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | A | 0 | 3 | 3 | 1 | 2 | 2 | 0 | 2 |
      | B | 2 | 0 | 2 | 0 | 5 | 0 | 16 | 0 |
    And North's house is "destroyed"
    Then the capture moves are "A6<"
    When the move "A6<" is played
    Then the board is:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | 1 | 4 | 4 | 3 | 0 | 1 | 1 | 0 |
      | B | 2 | 0 | 2 | 0 | 5 | 0 | 16 | 0 |
    And the trace has a capture of 1 seed from a5
    And the game goes on

  # EN p.14 §Blocking, ex.1 (l.266) (4) / DE p.14 §Blockieren, ex.1 (l.258) (4): "He also would have to do it, if a new situation
  # occurred with alternative harvests": after North's b1 to the left, A2
  # clockwise (A3 4, A4 2, A5 3, facing a4 = 1) would capture a4, but it takes
  # no a5 (the 1 seed enters at the left kichwa, A1 0 -> 1, empty: the move
  # ends): illegal while South must capture a5.
  @EN-ex @DE-ex @BLOCK-6 @EN @DE
  Scenario: EN/DE p.14 §Blocking ex.1: an alternative harvest that does not take the blocked pit is illegal
    Given the board:
      | b | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 24 |
      | a | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | A | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
      | B | 20 | 0 | 0 | 0 | 3 | 0 | 14 | 0 |
    And North's house is "destroyed"
    When the JSON move {"pit":"B1","dir":"cw"} is played
    And the JSON move {"pit":"b1","dir":"ccw"} is played
    And the move "A2>" is played
    Then the move is illegal: "must capture a5"

Feature: Notation
  How moves are written (NOTATION): the French/Donkers notation with Nierse's pit numbering is canonical;
  Nierse's own notation is read too. Every expected board is derived by hand, seed by seed.

  Rule: NOTATION-1 pit, direction, + for a safari, * for a kutakata, ** for a kutakatia

    # The store seed makes A6 3: A7, A8, B8 (empty).
    @NOTATION-1 @FR
    Scenario: In namua the row letter may be left out
      Given the start position
      When the move "6>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  2 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  3 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |

    @NOTATION-1 @FR
    Scenario: Outside namua the row letter is required
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  8 |  8 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  3 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "3>*" is played
      Then the move is illegal: "give the row"

    @NOTATION-1 @FR
    Scenario: A capture marked as a kutakata is rejected
      Given the board:
        | b |  6 |  6 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  3 |  0 |  0 |  2 |  0 |  1 |
        | A |  2 |  0 |  1 |  0 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A1>*" is played
      Then the move is illegal: "is a capture move"

    @NOTATION-1 @BLOCK-8 @FR
    Scenario: A kutakata that blocks nothing may not carry two stars
      Given the start position
      When the move "A6>**" is played
      Then the move is illegal: "blocks no pit"

  Rule: NOTATION-2 a game record: header lines, then "n: South North: comment"

    # 1: as in the start-position scenarios, South A6 and North a6 each sow three seeds to their right.
    # 2: South's store seed makes A7 4; anticlockwise: A6, A5 (house, 7), A4, A3 (empty).
    @NOTATION-2 @NOTATION-1 @FR
    Scenario: A short game record is played move by move
      Given the start position
      When the game record is played:
        """
        Event: notation example
        South: A. Player
        1: A6>* a6>*: both sides open on the right
        2: A7<*: South sows back past the house
        """
      Then the board is:
        | b |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  3 |  0 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  1 |  7 |  1 |  0 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
      And South has 20 seeds in store and North has 21
      And North is to move

  Rule: NOTATION-3 Nierse: L or R for the direction or kichwa, > when the house is sown on, * for a takasa

    @NOTATION-3 @RN
    Scenario: A Nierse takasa to the right
      Given the start position
      When the move "A6R*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  2 |  6 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  6 |  0 |  3 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
      And the move is written "A6R*" in Nierse's notation

    # The same move as "A3>+" (house.feature): a6's 4 seeds enter at A8 and end in the house, which goes on.
    @NOTATION-3 @HOUSE-5 @RN @RN-d21
    Scenario: A5R> style: a capture entered from the right that sows the house on
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  4 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  6 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 26 seeds in store and North has 26
      When the move "A3R>" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  3 |  1 |  0 |  1 |  1 |  1 |
        | B |  1 |  1 |  1 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a "safari" event at A5
      And the move is written "A3R>" in Nierse's notation

  Rule: NOTATION-4 North's pits are numbered from North's own left

    # a1 is North's left kichwa, printed rightmost in row a; it faces A8 (empty).
    @NOTATION-4 @NAMUA-9 @RN @FR
    Scenario: North's lone kichwa a1 sows towards his right
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  2 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      And North is to move
      Then the legal moves are "a1>*"

    # The store seed makes a1 3: a2, a3, a4 (empty).
    @NOTATION-4 @RN @FR
    Scenario: North's sowing runs right to left as printed
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  0 |  0 |  2 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 30
      And North is to move
      When the move "a1>*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  0 |  0 |  0 |  1 |  1 |  1 |  0 |
        | A |  0 |  0 |  0 |  2 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 30 seeds in store and North has 29
      And South is to move

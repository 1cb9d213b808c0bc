Feature: Variant: Malawi setup and recorded variants
  The Malawi setup (VAR-MAL-1, SETUP-4): eight seeds in the house and twenty in the store; every other rule
  is unchanged. Wikipedia's recorded variants (VAR-WP-1, VAR-WP-2) are our default readings and have
  their scenarios in namua.feature and house.feature. Every expected board is derived by hand, seed by seed.

  Rule: VAR-MAL-1 eight in the house, twenty in the store

    @VAR-MAL-1 @SETUP-4 @WP
    Scenario: The Malawi start position
      Given the Malawi start position
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  2 |  8 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  0 |  8 |  2 |  2 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 20 seeds in store and North has 20
      And South's house is "intact"
      And South is to move

    @VAR-MAL-1 @NAMUA-4 @NAMUA-5 @WP @FR
    Scenario: The first Malawi move, as in the standard game
      Given the Malawi start position
      Then the legal moves are "A6<*, A6>*, A7<*, A7>*"

    # The store seed makes A7 3: A6, A5, A4 (empty).
    @VAR-MAL-1 @HOUSE-3 @WP
    Scenario: A first move past the house of eight
      Given the Malawi start position
      When the move "A7<*" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  0 |  2 |  2 |  8 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  0 |  1 |  9 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 19 seeds in store and North has 20

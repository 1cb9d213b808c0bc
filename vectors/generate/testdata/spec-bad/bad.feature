Feature: Scenarios the exporter must refuse or report

  @SOW-1
  Scenario: A step outside the vocabulary
    Given the moon is full
    Then nothing happens

  @SOW-1
  Scenario: A Given after a move
    Given the start position
    When the move "A6>*" is played
    Given North is to move
    Then North is to move

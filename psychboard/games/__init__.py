"""The five games; each package holds its rules, computer players, controller and scene."""

"""Tests of the landscapes (Events, Landmarks), one module per landscape."""

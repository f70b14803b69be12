"""The screens of the games of the country board."""

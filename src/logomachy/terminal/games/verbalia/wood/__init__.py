"""The screens of the games of the wood."""

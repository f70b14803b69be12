"""The country board: words read across regions, to the sea and on the map."""

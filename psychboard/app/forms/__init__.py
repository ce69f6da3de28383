"""Python forms generated from ui/*.ui by `make forms`; do not edit by hand."""

// expected-error @below {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
cuda_tile.entry @k() {
}

// expected-error @below {{expected a tensor_view type, got '!cuda_tile.tile<8xf32>'}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), tile<8xf32>>

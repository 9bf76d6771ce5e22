// expected-error @below {{'partition_view' needs a tensor_view parameter}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4)>

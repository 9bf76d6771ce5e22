// Outside a cuda_tile function the `cuda_tile.` op prefix is required and printed; the short
// type form is still accepted and printed inside the op's custom syntax.

%x = "test.source"() : () -> !cuda_tile.tile<4xf32>
%0 = cuda_tile.addf %x, %x flush_to_zero : !cuda_tile.tile<4xf32>
%1 = cuda_tile.cmpf greater_than unordered %0, %x : tile<4xf32> -> tile<4xi1>
"test.sink"(%1) : (!cuda_tile.tile<4xi1>) -> ()

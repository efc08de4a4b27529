from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from typing import cast



def _get_kwargs(
    code: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/l/{code}".format(code=quote(str(code), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 404:
        response_404 = ErrorNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE
     """


    return sync_detailed(
        code=code,
client=client,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE
     """


    return (await asyncio_detailed(
        code=code,
client=client,

    )).parsed

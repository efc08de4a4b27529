from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_set_fx_rates_body import AdminSetFxRatesBody
from ...models.admin_set_fx_rates_response_200 import AdminSetFxRatesResponse200
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from typing import cast



def _get_kwargs(
    *,
    body: AdminSetFxRatesBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/v1/admin/fx/rates",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | None:
    if response.status_code == 200:
        response_200 = AdminSetFxRatesResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AdminSetFxRatesBody,

) -> Response[AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]:
    """ Set the platform's exchange rates (IQD per US dollar)

     Decimal strings with up to 6 decimals: bid (what the platform pays for a dollar), ask (what it asks
    for one; not below the bid), official (the central bank's, shown beside quotes; default 1300). After
    valid_until the rates are stale and nothing is exchanged until they are set again. Quotes already
    given keep their rate until they expire.

    Args:
        body (AdminSetFxRatesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: AdminSetFxRatesBody,

) -> AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | None:
    """ Set the platform's exchange rates (IQD per US dollar)

     Decimal strings with up to 6 decimals: bid (what the platform pays for a dollar), ask (what it asks
    for one; not below the bid), official (the central bank's, shown beside quotes; default 1300). After
    valid_until the rates are stale and nothing is exchanged until they are set again. Quotes already
    given keep their rate until they expire.

    Args:
        body (AdminSetFxRatesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AdminSetFxRatesBody,

) -> Response[AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]:
    """ Set the platform's exchange rates (IQD per US dollar)

     Decimal strings with up to 6 decimals: bid (what the platform pays for a dollar), ask (what it asks
    for one; not below the bid), official (the central bank's, shown beside quotes; default 1300). After
    valid_until the rates are stale and nothing is exchanged until they are set again. Quotes already
    given keep their rate until they expire.

    Args:
        body (AdminSetFxRatesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AdminSetFxRatesBody,

) -> AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | None:
    """ Set the platform's exchange rates (IQD per US dollar)

     Decimal strings with up to 6 decimals: bid (what the platform pays for a dollar), ask (what it asks
    for one; not below the bid), official (the central bank's, shown beside quotes; default 1300). After
    valid_until the rates are stale and nothing is exchanged until they are set again. Quotes already
    given keep their rate until they expire.

    Args:
        body (AdminSetFxRatesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminSetFxRatesResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
